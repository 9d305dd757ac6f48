import { AppError, isAppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { careIdentityOf } from './care-identity.ts';
import { changeHandle } from './change-handle.ts';
import { changePassword } from './change-password.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById } from './identity-store.ts';
import { requireReauthentication } from './reauthentication.ts';

/** The care API has no service session: the old password is the re-authentication, checked once. */
const careCaller = (clientAddress: string) => ({ familyId: null, clientAddress });
const ALREADY_CHECKED = { reauthenticationChecked: true } as const;

/** `/services/account-mgmt/update-account-login` and `update-account-password` (flows §7.1). */
export function registerCareAccountManagementRoutes(app: App, deps: IdentityDeps): void {
  registerCareRoutes(app, deps, 'accountLogin', {
    updateAccountLogin: async (request) => {
      const identity = await careIdentityOf(deps, request);
      const { userName, password, oldPassword } = request.body;
      const caller = careCaller(request.ip);
      await requireReauthentication(deps, identity, caller, { currentPassword: oldPassword });
      try {
        const changed = await changeHandle(deps, identity, caller, {
          handle: userName,
          ...ALREADY_CHECKED,
        });
        if (password !== undefined) {
          const current = (await findIdentityById(deps.db, identity.id)) ?? identity;
          await changePassword(deps, current, caller, {
            newPassword: password,
            ...ALREADY_CHECKED,
          });
        }
        return { userName: changed.identity.handle, passwordChanged: password !== undefined };
      } catch (error) {
        if (isAppError(error) && error.code === 'HANDLE_ALREADY_IN_USE') {
          throw new AppError('USERNAME_IN_USE', error.message);
        }
        throw error;
      }
    },
    updateAccountPassword: async (request) => {
      const identity = await careIdentityOf(deps, request);
      await changePassword(deps, identity, careCaller(request.ip), {
        newPassword: request.body.password,
        currentPassword: request.body.oldPassword,
      });
      return { userName: identity.handle, passwordChanged: true };
    },
  });
}
