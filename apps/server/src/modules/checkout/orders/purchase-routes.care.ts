import {
  careErrorBodySchema,
  careSuccessSchema,
  FIELD_ERROR_CODES,
  purchaseAddSubscriptionRequestSchema,
  purchaseChangeSubscriptionRequestSchema,
  purchaseNewAccountRequestSchema,
  purchaseResultSchema,
} from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountAccessOf } from '../../../platform/auth/account-access.ts';
import { requireCareSession } from '../../../platform/auth/require-care-session.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { noStore } from '../../../platform/http/no-store.ts';
import { careCallerOf } from '../../../platform/idempotency/caller-scope.ts';
import { idempotencyKeyOf } from '../../../platform/idempotency/idempotency-key.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import {
  answerIdempotently,
  type IdempotencyClaim,
} from '../../../platform/idempotency/idempotent-request.ts';
import type { CheckoutDeps, CheckoutRequestDeps } from './checkout-deps.ts';
import type { PurchaseContext } from './place-purchase.ts';
import { purchaseAddSubscription } from './purchase-add-subscription.ts';
import { purchaseChangeSubscription } from './purchase-change-subscription.ts';
import { purchaseNewAccount } from './purchase-new-account.ts';

const TAGS = ['care checkout'];
const errors = Object.fromEntries(
  [400, 401, 402, 404, 409, 410, 422, 429].map((status) => [status, careErrorBodySchema]),
);
const headers = z.looseObject({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('Required: the checkout’s transaction id (equal to paymentInfo.transactionId)'),
});

const COMMON =
  'Create the order and confirm it in one call. The header `Idempotency-Key` is required and ' +
  'equals `paymentInfo.transactionId`: the same key with the same body answers the same (also ' +
  'a refusal), another body 422 IDEMPOTENCY_KEY_REUSED, a call still running 409 ' +
  'IDEMPOTENCY_KEY_IN_USE. The card comes as a gateway token (`cardInfo.cardToken`), never a ' +
  'number. Card refusals (402): CARD_DECLINED, INSUFFICIENT_FUNDS, FRAUD_REJECT, ' +
  'CREDIT_CARD_ERROR — nothing is written, take a new transaction id. Also CARD_TOKEN_INVALID, ' +
  'CARD_INFO_REQUIRED, NO_CARD_ON_ACCOUNT, gift card codes (GIFT_CARD_NUMBER_INVALID, ' +
  'NO_GIFT_CARD_BALANCE, GIFT_CARD_NOT_REDEEMABLE, GIFT_CARD_COUNTRY_ERROR), offer codes ' +
  '(OFFER_NOT_FOUND, OFFER_EXPIRED, OFFER_REDEEMED, INVALID_OFFER_DATA, INELIGIBLE_FOR_OFFER).';

type PurchaseWork<B> = (
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: B,
) => Promise<StoredAnswer>;

/** The transaction id of the body must be the request's idempotency key. */
function requireMatchingTransactionId(request: FastifyRequest, transactionId: string): void {
  if (idempotencyKeyOf(request) !== transactionId) {
    throw new AppError('INVALID_PAYLOAD', 'Idempotency-Key differs from the transaction id', {
      fieldErrors: [
        { errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'paymentInfo.transactionId' },
      ],
    });
  }
}

function purchaseHandler<B extends { paymentInfo: { transactionId: string } }>(
  deps: CheckoutDeps,
  operation: string,
  work: PurchaseWork<B>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    noStore(reply);
    // The route's schema has parsed the body into B.
    const body = request.body as B;
    requireMatchingTransactionId(request, body.paymentInfo.transactionId);
    const session = request.careSession;
    if (!session) throw new Error('requireCareSession did not run');
    const caller = careCallerOf(request);
    return answerIdempotently(
      deps,
      request,
      reply,
      { operation, caller },
      (claim: IdempotencyClaim) =>
        work(
          { ...deps, log: request.log },
          {
            careSessionId: session.id,
            identityId: session.identityId,
            clientAddress: request.ip,
            claim,
            accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
          },
          body,
        ),
    );
  };
}

/** `/services/purchase/new-account`, `add-subscription` and `change-subscription`. */
export function registerPurchaseRoutes(app: App, deps: CheckoutDeps): void {
  app.post(
    '/services/purchase/new-account',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Buy a streaming plan: a new account and its streaming sign-in',
        description:
          `${COMMON} The sign-in is checked before the card is charged: ` +
          'PASSWORD_POLICY_NOT_MET, PASSWORD_HAS_PERSONAL_DATA, USERNAME_IN_USE.',
        headers,
        body: purchaseNewAccountRequestSchema,
        response: { 200: careSuccessSchema(purchaseResultSchema), ...errors },
      },
    },
    purchaseHandler(deps, 'purchase.new-account', purchaseNewAccount),
  );

  app.post(
    '/services/purchase/add-subscription',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Buy a plan for a radio with no active subscription',
        description:
          `${COMMON} The radio by \`radioId\` or the find-your-radio \`deviceRef\`; a radio ` +
          'with a paid subscription running: 409 ACTIVE_SATELLITE_SUBSCRIPTION. The radio joins ' +
          'the signed-in owner’s account, or a new one.',
        headers,
        body: purchaseAddSubscriptionRequestSchema,
        response: { 200: careSuccessSchema(purchaseResultSchema), ...errors },
      },
    },
    purchaseHandler(deps, 'purchase.add-subscription', purchaseAddSubscription),
  );

  app.post(
    '/services/purchase/change-subscription',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Choose the paid plan that follows a trial',
        description:
          `${COMMON} The trial by exactly one of \`subscriptionId\` (the signed-in owner of its ` +
          'account, or a session that identified the account — the email lookup — and proved ' +
          'last name, phone and zip: UNAUTHENTICATED_CUSTOMER when neither, 403 ' +
          'VERIFICATION_REQUIRED before the proof, SUBSCRIPTION_NOT_FOUND for anyone else) or ' +
          '`deviceRef` (the radio found on this care session: DEVICE_NOT_FOUND ' +
          'for another session’s; 409 ACTIVE_SATELLITE_SUBSCRIPTION when a paid plan runs, 409 ' +
          'NO_SUBSCRIPTION_TO_FOLLOW when no trial does — use add-subscription). The plan ' +
          'starts when the trial ends: today only the offer’s activation fee is charged (none: ' +
          'a zero-amount verification). Someone who is not the signed-in owner pays with a new ' +
          'card (useCardOnFile: INVALID_PAYLOAD); their name and address stay on the order, the ' +
          'account keeps its own, and the answer’s accountNumber is null.',
        headers,
        body: purchaseChangeSubscriptionRequestSchema,
        response: {
          200: careSuccessSchema(purchaseResultSchema),
          ...errors,
          403: careErrorBodySchema,
        },
      },
    },
    purchaseHandler(deps, 'purchase.change-subscription', purchaseChangeSubscription),
  );
}
