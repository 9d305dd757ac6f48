import {
  balanceDueSchema,
  balancePaymentSchema,
  giftCardBalanceRedemptionSchema,
  nextBillSchema,
  payBalanceRequestSchema,
  redeemGiftCardRequestSchema,
} from '@orbit/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { serviceCallerOf } from '../../platform/idempotency/caller-scope.ts';
import { answerIdempotently } from '../../platform/idempotency/idempotent-request.ts';
import { billingStatusOf, calendarDay, nextRenewalOf } from './account-balance.ts';
import { commerceCallerOf } from './billing-caller.ts';
import type { BillingDeps } from './billing-deps.ts';
import { callerAccount } from './caller-account.ts';
import { ownedMethod } from './payment-methods.ts';
import { redeemRegisteredGiftCard } from './redeem-registered-gift-card.ts';
import { balanceDueOf, payBalanceDue } from './service-pay-balance.ts';

const TAGS = ['billing'];
const payHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('Required: one per payment, reused by its retries'),
});

const ACCOUNT_NOTE =
  ' The caller’s account (the one of its default billing profile); a sign-in with none: 404 ' +
  'BILLING_PROFILE_NOT_FOUND. Anonymous sessions: 403.';

/** `billing/v1` balance due, paying it, the next bill and redeeming a gift card (spec 001 §7). */
export function registerServiceBalanceRoutes(app: App, deps: BillingDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('billing', 'balanceDue'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'What the caller’s account owes now',
        description: `Amount due after any credit, the credit left, the earliest due date and whether it is past due.${ACCOUNT_NOTE}`,
        response: { 200: balanceDueSchema },
        errors: [404, 429],
      },
      handler: async (request) => {
        const caller = commerceCallerOf(deps, request);
        const account = await callerAccount(caller.db, caller.identityId);
        return balanceDueOf(await billingStatusOf(caller.db, account, caller.now));
      },
    });

    service.route({
      ...serviceRoute('billing', 'payBalanceDue'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Pay the whole amount due',
        description:
          'Idempotency-Key required: the same key replays the answer (a refusal too), another body ' +
          'with it 422, a payment still running 409. A registered gift card (`giftCardId`: a ' +
          'giftcard/v1 token of the caller’s; GIFT_CARD_TOKEN_NOT_FOUND otherwise) pays first; ' +
          'the card named by `paymentMethodId` (the caller’s: PAYMENT_METHOD_NOT_FOUND) or the ' +
          'card on file pays the rest (none usable: NO_CARD_ON_ACCOUNT). Nothing due: 409 ' +
          'NO_BALANCE_DUE. Card refusals (402): CARD_DECLINED, INSUFFICIENT_FUNDS, FRAUD_REJECT, ' +
          'CREDIT_CARD_ERROR; nothing is written. Paying brings back subscriptions suspended ' +
          `for non-payment.${ACCOUNT_NOTE}`,
        headers: payHeaders,
        body: payBalanceRequestSchema,
        response: { 200: balancePaymentSchema },
        errors: [402, 404, 409, 422, 429],
      },
      handler: async (request, reply) => {
        const caller = commerceCallerOf(deps, request);
        // Someone else's card is not found before anything else is said or kept about the call.
        if (request.body.paymentMethodId) await ownedMethod(caller, request.body.paymentMethodId);
        return answerIdempotently(
          deps,
          request,
          reply,
          { operation: 'billing.balance-due.pay', caller: serviceCallerOf(request) },
          (claim) => payBalanceDue({ caller, log: request.log }, request.body, claim),
        );
      },
    });

    service.route({
      ...serviceRoute('billing', 'nextBill'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'The next renewal: its date, amount and the subscriptions it renews',
        description:
          'Each amount is what will be charged: the plan price with the music royalty fee and the ' +
          `taxes of the account’s service address. Date null and amount 0 when nothing renews.${ACCOUNT_NOTE}`,
        response: { 200: nextBillSchema },
        errors: [404, 429],
      },
      handler: async (request) => {
        const caller = commerceCallerOf(deps, request);
        const account = await callerAccount(caller.db, caller.identityId);
        const renewal = await nextRenewalOf(caller.db, account, caller.now);
        return { ...renewal, date: renewal.date ? calendarDay(renewal.date) : null };
      },
    });

    service.route({
      ...serviceRoute('billing', 'redeemGiftCard'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Move a registered gift card’s balance to the caller’s account',
        description:
          'The whole balance pays bills oldest first; the rest becomes credit. The token must be ' +
          'the caller’s, live and unused (404 GIFT_CARD_TOKEN_NOT_FOUND; a card already ' +
          'redeemed: GIFT_CARD_ALREADY_REDEEMED), then the card’s own codes ' +
          '(NO_GIFT_CARD_BALANCE, GIFT_CARD_NOT_REDEEMABLE, GIFT_CARD_COUNTRY_ERROR). While the ' +
          'card or the balance is being decided by another request: 409 PAYMENT_IN_PROGRESS ' +
          `(Retry-After).${ACCOUNT_NOTE}`,
        body: redeemGiftCardRequestSchema,
        response: { 200: giftCardBalanceRedemptionSchema },
        errors: [404, 409, 429],
      },
      handler: async (request) =>
        redeemRegisteredGiftCard(commerceCallerOf(deps, request), request.body.giftCardTokenId),
    });
  });
}
