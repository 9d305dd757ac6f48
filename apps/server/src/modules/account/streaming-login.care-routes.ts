import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { IdentityDeps } from '../identity/index.ts';
import { updateStreamingLogin } from './update-streaming-login.ts';

/** `POST /services/account/update-streaming` (flows §7.1 edit-streaming-login). */
export function registerStreamingLoginRoute(app: App, deps: IdentityDeps): void {
  registerCareRoutes(app, deps, 'account', {
    updateStreamingLogin: (request, _reply, { access }) =>
      updateStreamingLogin(deps, access, request.body),
  });
}
