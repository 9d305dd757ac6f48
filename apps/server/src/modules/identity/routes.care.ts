import type { App } from '../../platform/http/app-instance.ts';
import { registerCareAccountManagementRoutes } from './care-account-mgmt-routes.ts';
import { registerCareAuthenticateRoutes } from './care-authenticate-routes.ts';
import { registerCareRecoveryRoutes } from './care-recovery-routes.ts';
import { registerCareValidateRoutes } from './care-validate-routes.ts';
import type { IdentityDeps } from './identity-deps.ts';

/** The identity capability on the care API (`/services/...`). */
export function registerCareIdentityRoutes(app: App, deps: IdentityDeps): void {
  registerCareAuthenticateRoutes(app, deps);
  registerCareValidateRoutes(app, deps);
  registerCareAccountManagementRoutes(app, deps);
  registerCareRecoveryRoutes(app, deps);
}
