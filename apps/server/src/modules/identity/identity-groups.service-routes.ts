import {
  changeHandleRequestSchema,
  changePasswordRequestSchema,
  changePhoneNumberRequestSchema,
  credentialChangeResponseSchema,
} from '@orbit/domain';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { changeHandle } from './change-handle.ts';
import { changePassword } from './change-password.ts';
import { changePhoneNumber } from './change-phone-number.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { bearerHeaders, identityErrorResponses } from './route-kit.ts';
import { signedInIdentity } from './signed-in-identity.ts';

const TAGS = ['identity groups'];

const REAUTHENTICATION =
  'Signed-in sessions only (anonymous: 403). Re-authentication: `currentPassword`, or a ' +
  '`reauthenticationGrant` (otp/v1/redeem of a code sent to the identity), or a session signed ' +
  'in within the last 5 minutes; otherwise 403 REAUTHENTICATION_REQUIRED. The customer is told ' +
  'by email.';

/** `identitygroups/v1`: change handle, password, phone number. */
export function registerIdentityGroupRoutes(app: App, deps: IdentityDeps): void {
  app.route({
    ...serviceRoute('identityGroups', 'changeHandle'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Sign in with a new email or username',
      description: `HANDLE_ALREADY_IN_USE, EMAIL_INVALID, INVALID_HANDLE. ${REAUTHENTICATION}`,
      headers: bearerHeaders,
      body: changeHandleRequestSchema,
      response: { 200: credentialChangeResponseSchema, ...identityErrorResponses(403, 409) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const { identity, session } = await signedInIdentity(deps, request);
      return changeHandle(deps, identity, session, request.body);
    },
  });

  app.route({
    ...serviceRoute('identityGroups', 'changePassword'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Set a new password',
      description: `The sign-up password rules apply. Every other session of the identity ends. ${REAUTHENTICATION}`,
      headers: bearerHeaders,
      body: changePasswordRequestSchema,
      response: { 200: credentialChangeResponseSchema, ...identityErrorResponses(403) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const { identity, session } = await signedInIdentity(deps, request);
      return changePassword(deps, identity, session, request.body);
    },
  });

  app.route({
    ...serviceRoute('identityGroups', 'changePhoneNumber'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Set a new phone number',
      description: `INVALID_PHONE_NUMBER unless ten digits. ${REAUTHENTICATION}`,
      headers: bearerHeaders,
      body: changePhoneNumberRequestSchema,
      response: { 200: credentialChangeResponseSchema, ...identityErrorResponses(403) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const { identity, session } = await signedInIdentity(deps, request);
      return changePhoneNumber(deps, identity, session, request.body);
    },
  });
}
