import {
  type CareQuoteRequest,
  type CareQuoteResult,
  type Country,
  FIELD_ERROR_CODES,
  runningPhaseOf,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { MoneySubject } from '../../../platform/money-locks/index.ts';
import {
  type CheckoutGiftCardBalance,
  checkoutGiftCardBalance,
  purchaseCardOf,
} from '../../billing/index.ts';
import { findOfferByPlanCode } from '../../catalog/index.ts';
import {
  closedOrderRefusal,
  findOrder,
  type NamedSubscription,
  namedSubscriptionOf,
  type OrderRow,
  type PlanChangeDeps,
  type PlanChanges,
  type PurchaseContext,
  planSwitchRecordOf,
  purchaseAnswer,
  purchaseGiftCardOf,
  withPurchaseLocks,
} from '../../checkout/index.ts';
import { studentPassIfNamed } from '../../student/index.ts';
import { changeableOf } from './changeable-subscription.ts';
import { confirmPlanSwitch, orderNotFound, type SwitchPayment } from './confirm-plan-switch.ts';
import { flowOf } from './plan-switch-flow.ts';
import { createPlanSwitchOrder, previewOf } from './plan-switch-order.ts';
import { offerToMoveTo, pricePlanChange } from './price-plan-change.ts';

const refusedField = (fieldName: string, reason: string) =>
  new AppError('INVALID_PAYLOAD', reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
  });

/** What a plan change holds while it decides (ADR 021): the subscription and its account's credit. */
export function planChangeSubjects(named: NamedSubscription): MoneySubject[] {
  return [
    { kind: 'subscription', subscriptionId: named.subscription.id },
    { kind: 'account', accountNumber: named.account.accountNumber },
  ];
}

/**
 * `quotes/quote` with the `subscriptionId` of a subscription past its trial: one plan, priced
 * as a change of the subscription (pricePlanChange) for the account's service address, kept as
 * a quoted planSwitch order whose id is the preview's `quoteId`. Its gift card (`giftCards`, as
 * the purchase will send it) pays first: the quote's `currentBalance` is the card's part, and the
 * order keeps the gift card and the balance it was priced with. A subscription in its trial is
 * left to the follow-trial quote (undefined).
 */
export const careQuote: PlanChanges['careQuote'] = async (deps, input) => {
  const { request, locale, caller } = input;
  const now = deps.clock();
  const named = await namedSubscriptionOf(deps.db, request.subscriptionId, { ...caller, now });
  // A trial is priced by the follow-trial quote, whatever it was bought through.
  if (runningPhaseOf(named.subscription.phases, now)?.phase === 'trial') return undefined;
  const changeable = await changeableOf(deps.db, named, now);
  if (request.planCodes.length > 1) refuseExtraPlans();
  if (request.followOnPlanCodes?.length) {
    throw refusedField('followOnPlanCodes.0', 'a plan change has no follow-on plan');
  }
  if (request.marketingPromoCode?.trim()) {
    throw refusedField('marketingPromoCode', 'a plan change takes no promo code');
  }
  if ((request.serviceAddress.country === 'CA' ? 'ca' : 'us') !== changeable.region.country) {
    throw refusedField('serviceAddress.country', 'service address of another market');
  }
  const fieldName = 'planCodes.0.planCode';
  // A student plan is quoted only with the caller's current verification (ADR 066, 067).
  const studentPass = await studentPassIfNamed(deps.db, {
    verificationId: request.verificationId,
    caller,
    now,
  });
  const target = await offerToMoveTo(
    deps.db,
    changeable,
    request.planCodes[0]?.planCode ?? '',
    fieldName,
    studentPass,
  );
  const giftCard = await quotedGiftCardOf(deps.db, request.giftCards, {
    country: changeable.region.country,
    clientAddress: input.clientAddress,
    now,
  });
  const priced = await pricePlanChange(deps.db, changeable, target, {
    locale,
    fieldName,
    giftCardBalance: giftCard?.balance,
    studentPass,
  });
  const order = await createPlanSwitchOrder(deps.db, {
    changeable,
    priced,
    flow: flowOf(priced),
    locale,
    identityId: caller.identityId,
    careSessionId: caller.careSessionId,
    paymentMethodId: null,
    giftCard,
  });
  const record = planSwitchRecordOf(order);
  if (!record) throw new Error('a planSwitch order without its record');
  const result: CareQuoteResult = { ...priced.quote, planChange: previewOf(order, record) };
  return result;
};

/** The gift card a plan change's quote is paid with (one at most), checked and with its balance. */
async function quotedGiftCardOf(
  db: Db,
  cards: CareQuoteRequest['giftCards'],
  context: { country: Country; clientAddress: string; now: Date },
): Promise<CheckoutGiftCardBalance | null> {
  const [card] = cards ?? [];
  if (!card) return null;
  return checkoutGiftCardBalance(db, card, { ...context, fieldName: 'giftCards.0' });
}

/** One plan at a time: a vehicle-data plan is not added through a plan change. */
function refuseExtraPlans(): never {
  throw refusedField('planCodes.1.planCode', 'a plan change prices one plan');
}

/** The quoted order `quoteId` names, when this caller priced it for this subscription. */
export async function quotedChangeOf(
  db: Db,
  quoteId: string,
  named: NamedSubscription,
  context: Pick<PurchaseContext, 'careSessionId' | 'identityId'>,
) {
  const order = await findOrder(db, quoteId);
  const pricedByCaller =
    order?.identityId !== null && order?.identityId !== undefined
      ? order.identityId === context.identityId
      : order?.careSessionId === context.careSessionId;
  if (order?.kind !== 'planSwitch' || !pricedByCaller) throw orderNotFound();
  if (order.subscriptionId !== named.subscription.id) throw orderNotFound();
  return order;
}

/**
 * `purchase/change-subscription` with `subscriptionId` and `quoteId`: confirms exactly that
 * quoted change (confirmPlanSwitch), paid with the card on file (the signed-in owner only) or a
 * new card, and the gift card the quote was priced with (the same one, or none). Decided holding
 * the subscription, the account's credit and the gift card (ADR 021): a cancellation, another
 * change of it or another spend of the gift card meanwhile gets 409 PAYMENT_IN_PROGRESS before
 * anything is charged.
 */
export const carePurchase: PlanChanges['carePurchase'] = async (deps, context, body) => {
  const now = deps.clock();
  const subscriptionId = body.subscriptionId;
  if (subscriptionId === undefined)
    throw refusedField('subscriptionId', 'a plan change names its subscription');
  const caller = {
    careSessionId: context.careSessionId,
    identityId: context.identityId,
    now,
    accountAccess: context.accountAccess,
  };
  // Found first only to name what to hold: it is found again, and checked, once held.
  const named = await namedSubscriptionOf(deps.db, subscriptionId, caller);
  return withPurchaseLocks(
    deps,
    context,
    body,
    {
      subjects: planChangeSubjects(named),
      buyers: [],
      promoCustomerKey: named.account.accountNumber,
      now,
    },
    async () => {
      const held = await namedSubscriptionOf(deps.db, subscriptionId, caller);
      const order = await quotedChangeOf(deps.db, body.quoteId, held, context);
      // A closed order answers as closed, before its gift card is looked at (spent by it, maybe).
      if (order.status !== 'quoted') throw closedOrderRefusal(order);
      if (body.plans[0]?.planCode.trim() !== order.planCode || body.plans.length > 1) {
        throw refusedField('plans.0.planCode', 'not the plan the quote priced');
      }
      const { account } = held;
      const country = account.country === 'ca' ? 'ca' : 'us';
      const giftCard = await purchaseGiftCardOf(deps.db, body.paymentInfo, {
        country,
        clientAddress: context.clientAddress,
        now,
      });
      // The quote priced the split with its gift card (or none): the purchase pays with that one.
      if ((giftCard?.id ?? null) !== order.giftCardId) {
        throw refusedField('paymentInfo.giftCards.0', 'not the gift card the quote priced');
      }
      if (body.marketingPromoCode?.trim()) {
        throw refusedField('marketingPromoCode', 'a plan change takes no promo code');
      }
      const holdsAccount = held.buyer === 'accountHolder';
      // Only the account's signed-in owner may see or use its card on file.
      if (!holdsAccount && body.paymentInfo.useCardOnFile) {
        throw refusedField('paymentInfo.useCardOnFile', 'card on file for its owner only');
      }
      const card = await purchaseCardOf(deps.db, deps.gateway, body.paymentInfo, {
        country,
        now,
        accountNumber: holdsAccount ? account.accountNumber : null,
        billingAddress: account.billingAddress ?? account.serviceAddress,
      });
      return confirmAndAnswer(deps, context, order, held, { card, buyer: held.buyer });
    },
  );
};

/** Confirms the order and answers as every purchase does, the answer stored with the change. */
export async function confirmAndAnswer(
  deps: PlanChangeDeps,
  context: Pick<PurchaseContext, 'claim'>,
  order: OrderRow,
  named: NamedSubscription,
  payment: SwitchPayment,
): Promise<StoredAnswer> {
  const target = await findOfferByPlanCode(deps.db, order.planCode);
  const facts = {
    buyer: named.buyer,
    email: named.account.email ?? '',
    serviceType:
      named.subscription.serviceType === 'streaming'
        ? ('streaming' as const)
        : ('satellite' as const),
    eligibleForRegistration: false,
    streamingAvailable: target?.package.streamingAvailable ?? false,
    campaignId: target?.campaignId ?? null,
  };
  const result = await confirmPlanSwitch(deps, order, payment, (tx, fulfilled) =>
    context.claim.completeWithin(tx, purchaseAnswer(fulfilled, facts)),
  );
  return purchaseAnswer(result, facts);
}
