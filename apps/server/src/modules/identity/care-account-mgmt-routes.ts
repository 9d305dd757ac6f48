import {
  careAccountLoginResultSchema,
  careErrorBodySchema,
  careSuccessSchema,
  careUpdateAccountLoginRequestSchema,
  careUpdateAccountPasswordRequestSchema,
} from '@orbit/domain';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import { AppError, isAppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { careIdentityOf } from './care-identity.ts';
import { changeHandle } from './change-handle.ts';
import { changePassword } from './change-password.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById } from './identity-store.ts';
import { requireReauthentication } from './reauthentication.ts';

const TAGS = ['care identity'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

/** The care API has no service session: the old password is the re-authentication, checked once. */
const CARE_CALLER = { familyId: null };
const ALREADY_CHECKED = { reauthenticationChecked: true } as const;

/** `/services/account-mgmt/update-account-login` and `update-account-password` (flows §7.1). */
export function registerCareAccountManagementRoutes(app: App, deps: IdentityDeps): void {
  app.post(
    '/services/account-mgmt/update-account-login',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Change the username (and optionally the password) of the signed-in login',
        description:
          '`oldPassword` re-authenticates (INVALID_CREDENTIALS, ACCOUNT_LOCKED). USERNAME_IN_USE, ' +
          'EMAIL_INVALID, INVALID_HANDLE, the password codes. Signed-in care sessions only (401 ' +
          'UNAUTHENTICATED_CUSTOMER).',
        body: careUpdateAccountLoginRequestSchema,
        response: {
          200: careSuccessSchema(careAccountLoginResultSchema),
          ...errors(400, 401, 403, 409),
        },
      },
    },
    async (request) => {
      const identity = await careIdentityOf(deps, request);
      const { userName, password, oldPassword } = request.body;
      await requireReauthentication(deps, identity, CARE_CALLER, { currentPassword: oldPassword });
      try {
        const changed = await changeHandle(deps, identity, CARE_CALLER, {
          handle: userName,
          ...ALREADY_CHECKED,
        });
        if (password !== undefined) {
          const current = (await findIdentityById(deps.db, identity.id)) ?? identity;
          await changePassword(deps, current, CARE_CALLER, {
            newPassword: password,
            ...ALREADY_CHECKED,
          });
        }
        return careOk({
          userName: changed.identity.handle,
          passwordChanged: password !== undefined,
        });
      } catch (error) {
        if (isAppError(error) && error.code === 'HANDLE_ALREADY_IN_USE') {
          throw new AppError('USERNAME_IN_USE', error.message);
        }
        throw error;
      }
    },
  );

  app.post(
    '/services/account-mgmt/update-account-password',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Change the password of the signed-in login',
        description:
          '`oldPassword` re-authenticates. The sign-up password rules apply. Every service ' +
          'session of the identity ends; the care session stays.',
        body: careUpdateAccountPasswordRequestSchema,
        response: {
          200: careSuccessSchema(careAccountLoginResultSchema),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const identity = await careIdentityOf(deps, request);
      await changePassword(deps, identity, CARE_CALLER, {
        newPassword: request.body.password,
        currentPassword: request.body.oldPassword,
      });
      return careOk({ userName: identity.handle, passwordChanged: true });
    },
  );
}
