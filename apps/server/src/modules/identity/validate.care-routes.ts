import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { carePasswordVerdict } from './care-password-check.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById } from './identity-store.ts';
import { loginAvailability } from './login-availability.ts';
import { limitLookups } from './throttles.ts';

/** `/services/validate/password` and `/services/validate/unique-login`. */
export function registerCareValidateRoutes(app: App, deps: IdentityDeps): void {
  registerCareRoutes(app, deps, 'checkout', {
    validatePassword: async (request, _reply, { session }) => {
      await limitLookups(deps, request.ip);
      const identity = session.identityId
        ? await findIdentityById(deps.db, session.identityId)
        : undefined;
      const body = request.body;
      return carePasswordVerdict(body.value, {
        firstName: body.firstName ?? identity?.firstName,
        lastName: body.lastName ?? identity?.lastName,
        emailAddress: body.email ?? identity?.emailAddress,
        username: body.username ?? identity?.handle,
        phoneNumber: body.phoneNumber ?? identity?.phoneNumber,
      });
    },
  });

  registerCareRoutes(app, deps, 'accountLogin', {
    validateUniqueLogin: async (request, _reply, { session }) => {
      await limitLookups(deps, request.ip);
      return loginAvailability(deps, request.body.userName.trim(), session);
    },
  });
}
