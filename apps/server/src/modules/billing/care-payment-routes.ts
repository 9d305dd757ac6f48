import {
  careErrorBodySchema,
  careSuccessSchema,
  ebillEnrollmentRequestSchema,
  ebillEnrollmentSchema,
  FIELD_ERROR_CODES,
  giftCardInfoSchema,
  giftCardLookupRequestSchema,
  giftCardRedemptionSchema,
  makePaymentRequestSchema,
  paymentInfoUpdatedSchema,
  paymentReceiptSchema,
  updatePaymentInfoRequestSchema,
} from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountAccessOf } from '../../platform/auth/account-access.ts';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { careCallerOf } from '../../platform/idempotency/caller-scope.ts';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency-key.ts';
import { answerIdempotently } from '../../platform/idempotency/idempotent-request.ts';
import type { BillingDeps } from './billing-deps.ts';
import { careGiftCardInfo, careRedeemGiftCard } from './care-gift-cards.ts';
import { updateEbillEnrollment } from './ebill-enrollment.ts';
import { makePayment } from './make-payment.ts';
import { updatePaymentInfo } from './update-payment-info.ts';

const TAGS = ['care payments'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));
const idempotentHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('Required: the payment’s transaction id (equal to the body’s transactionId)'),
});

const IDEMPOTENT =
  'The header `Idempotency-Key` is required and equals the transaction id of the body: the same ' +
  'key with the same body answers the same (a refusal too), another body 422 ' +
  'IDEMPOTENCY_KEY_REUSED, a call still running 409 IDEMPOTENCY_KEY_IN_USE. Keys are the ' +
  'caller’s own.';
const OWNER_OR_IDENTIFIED =
  ' The signed-in owner, or a session that identified the account and proved last name, phone ' +
  'and zip (VERIFICATION_REQUIRED until then); `accountNumber` names another: 404 ' +
  'ACCOUNT_NOT_FOUND.';
const OWNER_ONLY =
  ' Only the signed-in owner (UNAUTHENTICATED_CUSTOMER otherwise); another `accountNumber`: 404 ' +
  'ACCOUNT_NOT_FOUND.';

/** The transaction id of the body must be the request's idempotency key. */
function requireKeyOf(request: FastifyRequest, transactionId: string, fieldName: string): void {
  if (idempotencyKeyOf(request) !== transactionId) {
    throw new AppError('INVALID_PAYLOAD', 'Idempotency-Key differs from the transaction id', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
    });
  }
}

/** The account area's payment calls on the care API (flows §7.1 e-bill, §7.2 make-payment). */
export function registerCarePaymentRoutes(app: App, deps: BillingDeps): void {
  app.post(
    '/services/payment/make-payment',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Pay some or all of the amount due',
        description:
          'With a new card (`cardInfo.cardToken` from the gateway’s tokenizer; `saveCard` keeps ' +
          'it as the card on file, signed-in owner only), the card on file (`useCardOnfile`; ' +
          'none or expired: NO_CARD_ON_ACCOUNT) or a gift card (`paymentType: giftCard`). ' +
          '`chargeAgreementAccepted` must be true (CHARGE_AGREEMENT_REQUIRED). Nothing due: 409 ' +
          'NO_BALANCE_DUE; an amount of 0 or less, in another currency or above what is due (or ' +
          'the gift card holds): INVALID_PAYMENT_AMOUNT. Card refusals (402): CARD_DECLINED, ' +
          'INSUFFICIENT_FUNDS, FRAUD_REJECT, CREDIT_CARD_ERROR — nothing is written, the balance ' +
          'stays; take a new transaction id. Paying the whole amount due brings back ' +
          'subscriptions suspended for non-payment (`reactivatedSubscriptionIds`). ' +
          IDEMPOTENT +
          OWNER_OR_IDENTIFIED,
        headers: idempotentHeaders,
        body: makePaymentRequestSchema,
        response: {
          200: careSuccessSchema(paymentReceiptSchema),
          ...errors(400, 401, 402, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const access = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: true,
      });
      requireKeyOf(request, request.body.paymentInfo.transactionId, 'paymentInfo.transactionId');
      return answerIdempotently(
        deps,
        request,
        reply,
        {
          operation: 'payment.make-payment',
          caller: `${careCallerOf(request)}|acct:${access.account.accountNumber}`,
        },
        (claim) =>
          makePayment({ ...deps, log: request.log }, access, request.body, {
            claim,
            clientAddress: request.ip,
          }),
      );
    },
  );

  app.post(
    '/services/payment/update-payment-info',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Replace the card on file; nothing is charged',
        description:
          'The new card (`cardInfo.cardToken`) becomes the default and the old card on file is ' +
          'removed. CARD_TOKEN_INVALID for a token unknown, expired or already kept (field ' +
          'error CARD_BRAND_NOT_ACCEPTED for Discover in Canada). ' +
          IDEMPOTENT +
          OWNER_ONLY,
        headers: idempotentHeaders,
        body: updatePaymentInfoRequestSchema,
        response: {
          200: careSuccessSchema(paymentInfoUpdatedSchema),
          ...errors(400, 401, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const access = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: false,
      });
      requireKeyOf(request, request.body.transactionId, 'transactionId');
      return answerIdempotently(
        deps,
        request,
        reply,
        {
          operation: 'payment.update-payment-info',
          caller: `${careCallerOf(request)}|acct:${access.account.accountNumber}`,
        },
        async () => ({
          status: 200,
          body: careOk(await updatePaymentInfo(deps, access, request.body)),
        }),
      );
    },
  );

  app.post(
    '/services/payment/update-ebill-enrollment',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Bills by email (to the account’s email or another) or back to paper',
        description:
          'Enrolling without `email` uses the account’s email (none: REQUIRED on email); a ' +
          `typed email follows the market’s email rule. Answers the address masked.${OWNER_ONLY}`,
        body: ebillEnrollmentRequestSchema,
        response: { 200: careSuccessSchema(ebillEnrollmentSchema), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { account } = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: false,
      });
      return careOk(await updateEbillEnrollment(deps.db, account, request.body, deps.clock()));
    },
  );

  /** The gift-card calls' lookup: the caller's account, and their address for the rate limit. */
  const giftCardLookupOf = async (request: FastifyRequest, accountNumber: string | undefined) => {
    const { account } = await accountAccessOf(deps.db, request, {
      accountNumber,
      allowIdentified: true,
    });
    return { db: deps.db, account, clientAddress: request.ip, now: deps.clock() };
  };

  const GIFT_CARD_CODES =
    'Refusals: GIFT_CARD_NUMBER_REQUIRED, GIFT_CARD_NUMBER_INVALID (unknown, or a wrong ' +
    'security code or expiry), INVALID_PAYLOAD (a BlackHawk-style card needs both security code ' +
    'and MM/YY expiry; an incomm card neither), NO_GIFT_CARD_BALANCE, GIFT_CARD_NOT_REDEEMABLE, ' +
    'GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_COUNTRY_ERROR (a card of the other market); 429 ' +
    'RATE_LIMIT_EXCEEDED when one client address tries too many cards.';

  app.post(
    '/services/payment/giftcard/info',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'A gift card’s balance',
        description: `Last 4, kind and balance. ${GIFT_CARD_CODES}${OWNER_OR_IDENTIFIED}`,
        body: giftCardLookupRequestSchema,
        response: {
          200: careSuccessSchema(giftCardInfoSchema),
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const lookup = await giftCardLookupOf(request, request.body.accountNumber);
      return careOk(await careGiftCardInfo(lookup, request.body));
    },
  );

  app.post(
    '/services/payment/giftcard/redeem',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Move a gift card’s balance to the account',
        description:
          'The whole balance pays unpaid bills oldest first; the rest becomes account credit. ' +
          'Paying all that was due brings back subscriptions suspended for non-payment. The ' +
          `card is then redeemed: a second time is GIFT_CARD_ALREADY_REDEEMED. ${GIFT_CARD_CODES}` +
          OWNER_OR_IDENTIFIED,
        body: giftCardLookupRequestSchema,
        response: {
          200: careSuccessSchema(giftCardRedemptionSchema),
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const lookup = await giftCardLookupOf(request, request.body.accountNumber);
      return careOk(await careRedeemGiftCard(lookup, request.body));
    },
  );
}
