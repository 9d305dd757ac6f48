import {
  careAccountRequestSchema,
  careAccountSchema,
  careErrorBodySchema,
  careSuccessSchema,
  nextBestActionsRequestSchema,
  nextBestActionsSchema,
} from '@orbit/domain';
import { accountAccessOf } from '../../platform/auth/account-access.ts';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import type { AccountDeps } from './account-deps.ts';
import { loadAccountFacts } from './account-facts.ts';
import { careAccountView } from './account-view.ts';
import { nextBestActionsOf } from './next-best-actions.ts';

export const ACCOUNT_TAGS = ['care account'];
export const accountErrors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

const ACCESS_DESCRIPTION =
  'The signed-in owner, or a session that identified the account and proved last name, phone ' +
  'and zip (403 VERIFICATION_REQUIRED before that). An account that is not the caller’s: 404 ' +
  'ACCOUNT_NOT_FOUND, as one that does not exist. Neither signed in nor identified: 401 ' +
  'UNAUTHENTICATED_CUSTOMER.';

/** `POST /services/account` and `GET /services/account/next-best-action` (flows §7.1, §7.2). */
export function registerAccountViewRoutes(app: App, deps: AccountDeps): void {
  app.post(
    '/services/account',
    {
      preHandler: requireCareSession,
      schema: {
        tags: ACCOUNT_TAGS,
        summary:
          'The account: contact, addresses, card on file, billing status, subscriptions, radios',
        description:
          `${ACCESS_DESCRIPTION} An identified session gets email and phone masked, addresses ` +
          'reduced to city, state and zip, and no username (`access: identified`). Radios are ' +
          'named by an opaque device id, never their radio id. A signed-in customer who owns no ' +
          'account (a streaming-only sign-in) gets `data: null`.',
        body: careAccountRequestSchema,
        response: {
          200: careSuccessSchema(careAccountSchema.nullable()),
          ...accountErrors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const access = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: true,
      }).catch((failure: unknown) => {
        // A signed-in customer with no account of their own asking for "my account": a state
        // the dashboard explains (null), not an error.
        const ownNone =
          failure instanceof AppError &&
          failure.code === 'ACCOUNT_NOT_FOUND' &&
          request.careSession?.identityId &&
          !request.body.accountNumber;
        if (ownNone) return null;
        throw failure;
      });
      if (!access) return careOk(null);
      const facts = await loadAccountFacts(deps.db, access.account, deps.clock());
      return careOk(careAccountView(facts, access.via));
    },
  );

  app.get(
    '/services/account/next-best-action',
    {
      preHandler: requireCareSession,
      schema: {
        tags: ACCOUNT_TAGS,
        summary: 'What the dashboard suggests next, most pressing first',
        description:
          `${ACCESS_DESCRIPTION} payBalance (past due), updateExpiringCard (the card expired or ` +
          'expires this month), addCard (no card), enrollEbill, reactivateRadio (per suspended ' +
          'radio), chooseFollowOnPlan (per trial with no plan after it).',
        querystring: nextBestActionsRequestSchema,
        response: {
          200: careSuccessSchema(nextBestActionsSchema),
          ...accountErrors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const access = await accountAccessOf(deps.db, request, {
        accountNumber: request.query.accountNumber,
        allowIdentified: true,
      });
      const facts = await loadAccountFacts(deps.db, access.account, deps.clock());
      return careOk(nextBestActionsOf(facts));
    },
  );
}
