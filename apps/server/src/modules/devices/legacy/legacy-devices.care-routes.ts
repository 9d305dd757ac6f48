import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { subscriptionDetailedState } from '../../trials/index.ts';
import { type LegacyDeviceDeps, linkDeviceByCode } from './link-device.ts';

/**
 * The legacy device calls (ADR 081): `purchase/link-device` over device authorization's codes,
 * `account/oem` over vehicle orchestration's detailed state of a subscription (ADR 054).
 */
export function registerLegacyDeviceCareRoutes(app: App, deps: LegacyDeviceDeps): void {
  registerCareRoutes(app, deps, 'legacyDevices', {
    linkDevice: async (request, _reply, caller) =>
      linkDeviceByCode(
        deps,
        {
          careSessionId: caller.session.id,
          identityId: caller.identityId,
          clientAddress: request.ip,
        },
        request.body,
      ),
    accountOem: async (request, _reply, caller) =>
      subscriptionDetailedState(
        deps.db,
        caller.identityId,
        request.body.subscriptionId,
        deps.clock(),
      ),
  });
}
