import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { AccountDeps } from './account-deps.ts';
import { deviceRefOfDevice } from './device-ref-of-device.ts';

/** `POST /services/account/device-ref`: a radio of the owner's account as a checkout `deviceRef`. */
export function registerDeviceRefRoute(app: App, deps: AccountDeps): void {
  registerCareRoutes(app, deps, 'account', {
    getDeviceRef: (request, _reply, { session, access }) =>
      deviceRefOfDevice(deps, access, { deviceId: request.body.deviceId, session }),
  });
}
