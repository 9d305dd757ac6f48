import type { PurchaseChangeSubscriptionRequest } from '@orbit/domain';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { MoneySubject } from '../../../platform/money-locks/index.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import { followOnFulfilmentOf, followOnPaymentOf } from './follow-on-fulfilment.ts';
import { followedTrialOf, type TrialCaller } from './followed-trial.ts';
import { phasesOfOffers, planNameOf } from './order-offers.ts';
import { PURCHASE_FIELDS, type PurchaseContext, placePurchase } from './place-purchase.ts';
import { checkPurchasePlans, customerRecord, fieldRefusal } from './purchase-fields.ts';
import { withPurchaseLocks } from './purchase-subjects.ts';

/**
 * `purchase/change-subscription` (flows §2.1 step 5, §2.2 step 4): the paid plan that follows a
 * subscription's trial, named by `subscriptionId` (the signed-in owner, or a session that verified
 * the account it identified) or by the `deviceRef` of the radio this care session identified (see
 * followedTrialOf). The plan is priced from the trial's end: nothing is charged today (the radio
 * is active, so no activation fee; the card gets a zero-amount verification); the subscription's
 * phases from the trial's end become the paid plan's. A radio holder (not the signed-in owner)
 * pays with a new card, and their name and address stay on the order: the account keeps its own
 * (see Buyer).
 *
 * Decided holding the trial's subscription and radio, the card and the promo code's use (ADR
 * 021): another plan for the same trial meanwhile is refused with 409 PAYMENT_IN_PROGRESS
 * before its card is verified.
 */
export async function purchaseChangeSubscription(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseChangeSubscriptionRequest,
): Promise<StoredAnswer> {
  const now = deps.clock();
  const caller: TrialCaller = {
    careSessionId: context.careSessionId,
    identityId: context.identityId,
    now,
    accountAccess: context.accountAccess,
  };
  // Found first only to name what to hold: it is found again, and checked, once held.
  const { subscription, account } = await followedTrialOf(deps.db, body, caller);
  const subjects: MoneySubject[] = [
    { kind: 'subscription', subscriptionId: subscription.id },
    ...(subscription.radioId ? [{ kind: 'radio' as const, radioId: subscription.radioId }] : []),
  ];
  return withPurchaseLocks(
    deps,
    context,
    body,
    { subjects, buyers: [], promoCustomerKey: account.accountNumber, now },
    () => followTrial(deps, context, body, caller),
  );
}

/** The purchase once its subjects are held: every check reads what is true now. */
async function followTrial(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseChangeSubscriptionRequest,
  caller: TrialCaller,
): Promise<StoredAnswer> {
  const { now } = caller;
  const { db } = deps;
  const { subscription, account, trialEnd, buyer } = await followedTrialOf(db, body, caller);
  const holdsAccount = buyer === 'accountHolder';
  checkPurchasePlans(body);
  if ((body.paymentInfo.giftCards?.length ?? 0) > 0) {
    // The service is paid from the trial's end; a gift card pays at checkout only.
    throw fieldRefusal('paymentInfo.giftCards.0');
  }
  // Only the account's signed-in owner may see or use its card on file.
  if (!holdsAccount && body.paymentInfo.useCardOnFile) {
    throw fieldRefusal('paymentInfo.useCardOnFile');
  }
  const { service, billing, country, card } = await followOnPaymentOf(deps, body, {
    account,
    holdsAccount,
    now,
  });
  const locale = body.languagePreference;
  const planCode = body.followOnPlans?.[0]?.planCode ?? body.plans[0]?.planCode ?? '';

  return placePurchase(
    deps,
    context.claim,
    {
      planCode,
      promoCode: body.marketingPromoCode,
      serviceType: subscription.serviceType === 'streaming' ? 'streaming' : 'satellite',
      // A radio holder is taxed where they said the radio is (what their quote showed).
      region: {
        country,
        state: holdsAccount ? account.serviceAddress.state : service.address.state,
      },
      locale,
      identityId: context.identityId,
      careSessionId: context.careSessionId,
      accountNumber: account.accountNumber,
      radioId: subscription.radioId,
      paymentMethodId: card.kind === 'onFile' ? card.paymentMethodId : null,
      giftCard: null,
      // The trial running is the service already had.
      hadService: true,
      promoCustomerKey: account.accountNumber,
      customer: customerRecord(service, billing, {
        language: locale,
        followsSubscriptionId: subscription.id,
        buyer,
      }),
      now,
      startsAt: trialEnd,
      fields: {
        ...PURCHASE_FIELDS,
        plan: (index) =>
          body.followOnPlans ? `followOnPlans.${index}.planCode` : `plans.${index}.planCode`,
      },
    },
    async (order, offers) => {
      const { plan, email } = followOnFulfilmentOf({
        buyer,
        country,
        locale,
        account,
        identityId: context.identityId,
        service,
        card,
        offer: offers.offer,
        followOn: {
          subscriptionId: subscription.id,
          radioId: subscription.radioId,
          from: trialEnd,
          phases: phasesOfOffers({ offer: offers.offer, followOn: undefined }, trialEnd),
        },
        promo: order.promoCode
          ? { code: order.promoCode, customerKey: account.accountNumber }
          : null,
        planName: planNameOf(offers.offer, locale),
      });
      const facts = {
        buyer,
        email,
        serviceType:
          subscription.serviceType === 'streaming'
            ? ('streaming' as const)
            : ('satellite' as const),
        eligibleForRegistration: false,
      };
      return { plan, facts };
    },
  );
}
