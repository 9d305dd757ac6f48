import {
  careSuccessSchema,
  updateStreamingRequestSchema,
  updateStreamingResultSchema,
} from '@orbit/domain';
import { accountAccessOf } from '../../platform/auth/account-access.ts';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import type { IdentityDeps } from '../identity/index.ts';
import { ACCOUNT_TAGS, accountErrors } from './account-routes.care.ts';
import { updateStreamingLogin } from './update-streaming-login.ts';

/** `POST /services/account/update-streaming` (flows §7.1 edit-streaming-login). */
export function registerStreamingLoginRoute(app: App, deps: IdentityDeps): void {
  app.post(
    '/services/account/update-streaming',
    {
      preHandler: requireCareSession,
      schema: {
        tags: ACCOUNT_TAGS,
        summary: 'Change the streaming login of the account’s subscriptions',
        description:
          'Signed-in owner only. A new `username` or `email` (the sign-in; both sent must match), ' +
          'a new `password` (the sign-up rules), `synchronizeAccountEmail` to make a new email ' +
          'the account’s too. Not the account login itself, and no streaming login: 404 ' +
          'STREAMING_LOGIN_NOT_FOUND. USERNAME_IN_USE, EMAIL_INVALID, INVALID_HANDLE and the ' +
          'password codes as elsewhere.',
        body: updateStreamingRequestSchema,
        response: {
          200: careSuccessSchema(updateStreamingResultSchema),
          ...accountErrors(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const access = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: false,
      });
      return careOk(await updateStreamingLogin(deps, access, request.body));
    },
  );
}
