import {
  changeHandleRequestSchema,
  changePasswordRequestSchema,
  changePhoneNumberRequestSchema,
  credentialChangeResponseSchema,
} from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { changeHandle } from './change-handle.ts';
import { changePassword } from './change-password.ts';
import { changePhoneNumber } from './change-phone-number.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { callerOf } from './reauthentication.ts';
import { signedInIdentity } from './signed-in-identity.ts';

const TAGS = ['identity groups'];

const REAUTHENTICATION =
  'Signed-in sessions only (anonymous: 403). Re-authentication: `currentPassword`, or a ' +
  '`reauthenticationGrant` (otp/v1/redeem of a code sent to the identity), or a session signed ' +
  'in within the last 5 minutes; otherwise 403 REAUTHENTICATION_REQUIRED. A wrong ' +
  '`currentPassword` makes this address wait before the next (429 SIGN_IN_DELAYED, ' +
  'Retry-After). The customer is told by email.';

/** `identitygroups/v1`: change handle, password, phone number. */
export function registerIdentityGroupRoutes(app: App, deps: IdentityDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('identityGroups', 'changeHandle'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Sign in with a new email or username',
        description: `HANDLE_ALREADY_IN_USE, EMAIL_INVALID, INVALID_HANDLE. ${REAUTHENTICATION}`,
        body: changeHandleRequestSchema,
        response: { 200: credentialChangeResponseSchema },
        errors: [409, 429],
      },
      handler: async (request) => {
        const { identity, session } = await signedInIdentity(deps, request);
        return changeHandle(deps, identity, callerOf(session, request), request.body);
      },
    });

    service.route({
      ...serviceRoute('identityGroups', 'changePassword'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Set a new password',
        description: `The sign-up password rules apply. Every other session of the identity ends. ${REAUTHENTICATION}`,
        body: changePasswordRequestSchema,
        response: { 200: credentialChangeResponseSchema },
        errors: [429],
      },
      handler: async (request) => {
        const { identity, session } = await signedInIdentity(deps, request);
        return changePassword(deps, identity, callerOf(session, request), request.body);
      },
    });

    service.route({
      ...serviceRoute('identityGroups', 'changePhoneNumber'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Set a new phone number',
        description: `INVALID_PHONE_NUMBER unless ten digits. ${REAUTHENTICATION}`,
        body: changePhoneNumberRequestSchema,
        response: { 200: credentialChangeResponseSchema },
        errors: [429],
      },
      handler: async (request) => {
        const { identity, session } = await signedInIdentity(deps, request);
        return changePhoneNumber(deps, identity, callerOf(session, request), request.body);
      },
    });
  });
}
