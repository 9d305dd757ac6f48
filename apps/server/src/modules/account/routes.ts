import type { App } from '../../platform/http/app-instance.ts';
import { createIdentityDeps, createPasswordHasher } from '../identity/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { registerAccountManagementRoutes } from './account-management.care-routes.ts';
import { registerAccountViewRoutes } from './account-view.care-routes.ts';
import { registerDeviceRefRoute } from './device-ref.care-routes.ts';
import { registerStreamingLoginRoute } from './streaming-login.care-routes.ts';

/**
 * The account capability on the care API: the account view and its next best actions, radio
 * nicknames and removal, a radio as a checkout deviceRef, contact details, billing address,
 * address validation, contact preferences, the streaming login. Every call goes through
 * `accountAccessOf`.
 */
export function registerAccountCapability(app: App, deps: AccountDeps): void {
  registerAccountViewRoutes(app, deps);
  registerAccountManagementRoutes(app, deps);
  registerDeviceRefRoute(app, deps);
  // The streaming login changes through the identity capability's own use cases and rules.
  registerStreamingLoginRoute(
    app,
    createIdentityDeps({
      ...deps,
      hasher: createPasswordHasher(deps.config.identity.passwordHashing),
    }),
  );
}
