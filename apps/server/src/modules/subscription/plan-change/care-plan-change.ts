import { type CareQuoteResult, FIELD_ERROR_CODES } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { MoneySubject } from '../../../platform/money-locks/index.ts';
import { purchaseCardOf } from '../../billing/index.ts';
import { findOfferByPlanCode } from '../../catalog/index.ts';
import {
  findOrder,
  type NamedSubscription,
  namedSubscriptionOf,
  type OrderRow,
  type PlanChangeDeps,
  type PlanChanges,
  type PurchaseContext,
  planSwitchRecordOf,
  purchaseAnswer,
  requireSellableOffer,
  withPurchaseLocks,
} from '../../checkout/index.ts';
import { changeableOf } from './changeable-subscription.ts';
import { confirmPlanSwitch, orderNotFound, type SwitchPayment } from './confirm-plan-switch.ts';
import { flowOf } from './plan-switch-flow.ts';
import { createPlanSwitchOrder, previewOf } from './plan-switch-order.ts';
import { pricePlanChange } from './price-plan-change.ts';

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
 * a quoted planSwitch order whose id is the preview's `quoteId`. A subscription in its trial is
 * left to the follow-trial quote (undefined).
 */
export const careQuote: PlanChanges['careQuote'] = async (deps, { request, locale, caller }) => {
  const now = deps.clock();
  const named = await namedSubscriptionOf(deps.db, request.subscriptionId, { ...caller, now });
  const changeable = await changeableOf(deps.db, named, now);
  if (changeable.running.phase === 'trial') return undefined;
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
  const planCode = request.planCodes[0]?.planCode.trim() ?? '';
  const target = requireSellableOffer(await findOfferByPlanCode(deps.db, planCode), {
    planCode,
    country: changeable.region.country,
    now,
    fieldName,
  });
  const priced = await pricePlanChange(deps.db, changeable, target, { locale, fieldName });
  const order = await createPlanSwitchOrder(deps.db, {
    changeable,
    priced,
    flow: flowOf(priced),
    locale,
    identityId: caller.identityId,
    careSessionId: caller.careSessionId,
    paymentMethodId: null,
    giftCard: null,
  });
  const record = planSwitchRecordOf(order);
  if (!record) throw new Error('a planSwitch order without its record');
  const result: CareQuoteResult = { ...priced.quote, planChange: previewOf(order, record) };
  return result;
};

/** One plan at a time: a vehicle-data plan is not added through a plan change. */
function refuseExtraPlans(): never {
  throw refusedField('planCodes.1.planCode', 'a plan change prices one plan');
}

/** The quoted order `quoteId` names, when this caller priced it for this subscription. */
async function quotedChangeOf(
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
 * new card. Decided holding the subscription and the account's credit (ADR 021): a cancellation
 * or another change of it meanwhile gets 409 PAYMENT_IN_PROGRESS before anything is charged.
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
      if (body.plans[0]?.planCode.trim() !== order.planCode || body.plans.length > 1) {
        throw refusedField('plans.0.planCode', 'not the plan the quote priced');
      }
      if ((body.paymentInfo.giftCards?.length ?? 0) > 0) {
        throw refusedField('paymentInfo.giftCards.0', 'a care plan change is paid by card');
      }
      if (body.marketingPromoCode?.trim()) {
        throw refusedField('marketingPromoCode', 'a plan change takes no promo code');
      }
      const holdsAccount = held.buyer === 'accountHolder';
      // Only the account's signed-in owner may see or use its card on file.
      if (!holdsAccount && body.paymentInfo.useCardOnFile) {
        throw refusedField('paymentInfo.useCardOnFile', 'card on file for its owner only');
      }
      const { account } = held;
      const card = await purchaseCardOf(deps.db, deps.gateway, body.paymentInfo, {
        country: account.country === 'ca' ? 'ca' : 'us',
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
