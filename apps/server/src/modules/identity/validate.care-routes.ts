import { handleKey, handleKindOf } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { carePasswordVerdict } from './care-password-check.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById, isHandleTaken } from './identity-store.ts';
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
      const userName = request.body.userName.trim();
      if (!handleKindOf(userName)) {
        return { valid: false, validationErrorKey: 'validation.username.invalid' as const };
      }
      const taken = await isHandleTaken(
        deps.db,
        handleKey(userName),
        session.identityId ?? undefined,
      );
      return taken
        ? { valid: false, validationErrorKey: 'validation.username.inUse' as const }
        : { valid: true, validationErrorKey: '' as const };
    },
  });
}
