import type { PurchaseNewAccountRequest } from '@orbit/domain';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { newAccountNumber } from '../../billing/account-numbers.ts';
import { newCommerceId } from '../../billing/commerce-ids.ts';
import { promoCustomerKey } from '../../catalog/index.ts';
import { customerStandingOf } from '../../catalog/presentment/customer-standing.ts';
import { cardHadStreamingTrial } from '../customer-checks/streaming-trial-history.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import { confirmOrder } from './confirm-order.ts';
import type { Fulfilment } from './fulfilment.ts';
import { createNewSubscriptionOrder } from './new-subscription-order.ts';
import { offersOfOrder, phasesOfOffers, planNameOf } from './order-offers.ts';
import { checkedPurchaseAddress, customerRecord, fieldRefusal } from './purchase-fields.ts';
import { priorPurchaseOrder, purchaseAnswer, purchaseOrderId } from './purchase-order.ts';
import { purchaseCardOf, purchaseGiftCardOf } from './purchase-payment.ts';
import { planStreamingIdentity } from './streaming-identity-plan.ts';

export type PurchaseContext = {
  careSessionId: string;
  /** The identity signed in on the care session, if any. */
  identityId: string | null;
  clientAddress: string;
  /** The claim of this request's idempotency key. */
  claim: IdempotencyClaim;
};

export const PURCHASE_FIELDS = {
  plan: (index: number) => `plans.${index}.planCode`,
  followOnPlan: (index: number) => `followOnPlans.${index}.planCode`,
  state: 'serviceAddress.state',
  giftCard: 'paymentInfo.giftCards.0',
  promoCode: 'marketingPromoCode',
} as const;

/**
 * `purchase/new-account` (flows §2.1 step 5): a new account with a streaming plan and its
 * streaming sign-in. Everything that can be refused is checked before the card is charged (the
 * addresses, the sign-in and its password, the card token, the gift card, the offer and promo
 * code, the new-subscriber rule by email and by card); then the order is confirmed: one charge,
 * one transaction.
 */
export async function purchaseNewAccount(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseNewAccountRequest,
): Promise<StoredAnswer> {
  const now = deps.clock();
  const { db } = deps;
  if (body.plans.length !== 1) throw fieldRefusal('plans.1.planCode');
  if ((body.followOnPlans?.length ?? 0) > 1) throw fieldRefusal('followOnPlans.1.planCode');
  const service = checkedPurchaseAddress(body.serviceAddress, 'serviceAddress');
  const billing = body.billingAddress
    ? checkedPurchaseAddress(body.billingAddress, 'billingAddress')
    : undefined;
  const { country } = service;
  const locale = body.languagePreference;
  const identity = await planStreamingIdentity(deps, body.streamingInfo, {
    country,
    locale,
    phoneNumber: service.phone,
    state: 'STREAMING',
    now,
  });
  const email = identity.row.emailAddress ?? service.email;
  if (body.paymentInfo.useCardOnFile) {
    // A new account has no card on file.
    throw fieldRefusal('paymentInfo.useCardOnFile');
  }
  const card = await purchaseCardOf(db, deps.gateway, body.paymentInfo, {
    country,
    now,
    accountNumber: null,
    billingAddress: billing?.address ?? service.address,
  });
  const giftCard = await purchaseGiftCardOf(db, body.paymentInfo, {
    country,
    clientAddress: context.clientAddress,
    now,
  });
  const standing = await customerStandingOf(db, { email, identityId: context.identityId, now });
  const hadService =
    standing.servicesHad.has('streaming') ||
    (card.kind === 'token' &&
      (await cardHadStreamingTrial(db, deps.gateway, card.details.fingerprint)));

  const prior = await priorPurchaseOrder(
    db,
    await purchaseOrderId(db, context.claim.scope, context.claim.key, now),
    now,
  );
  const order =
    'reuse' in prior
      ? prior.reuse
      : (
          await createNewSubscriptionOrder(db, {
            orderId: prior.createWithId,
            planCode: body.plans[0]?.planCode ?? '',
            followOnPlanCode: body.followOnPlans?.[0]?.planCode,
            promoCode: body.marketingPromoCode,
            serviceType: 'streaming',
            region: { country, state: service.address.state },
            locale,
            identityId: context.identityId,
            careSessionId: context.careSessionId,
            accountNumber: null,
            radioId: null,
            paymentMethodId: null,
            giftCard,
            hadService,
            promoCustomerKey: promoCustomerKey(email),
            customer: customerRecord(service, billing, {
              language: locale,
              login: identity.row.handle,
            }),
            now,
            fields: PURCHASE_FIELDS,
          })
        ).order;
  const offers = await offersOfOrder(db, order);

  const plan: Fulfilment = {
    country,
    locale,
    account: {
      kind: 'new',
      accountNumber: await newAccountNumber(db),
      firstName: service.firstName,
      lastName: service.lastName,
      email,
      phone: service.phone,
      serviceAddress: service.address,
      billingAddress: billing?.address ?? null,
      ownerIdentityId: null,
    },
    newIdentity: identity,
    profile: {
      firstName: service.firstName,
      lastName: service.lastName,
      serviceAddress: service.address,
    },
    card,
    subscription: {
      kind: 'new',
      subscriptionId: newCommerceId('subscription', now),
      planCode: offers.offer.planCode,
      packageId: offers.offer.packageId,
      serviceType: 'streaming',
      radioId: null,
      phases: phasesOfOffers(offers, now),
    },
    promo: order.promoCode ? { code: order.promoCode, customerKey: promoCustomerKey(email) } : null,
    giftCardId: order.giftCardId,
    notice: {
      emailAddress: email,
      firstName: service.firstName,
      planName: planNameOf(offers.offer, locale),
    },
    streamingAvailable: true,
    campaignId: offers.offer.campaignId,
  };
  const facts = {
    email,
    serviceType: 'streaming' as const,
    streamingAvailable: offers.offer.package.streamingAvailable,
    campaignId: offers.offer.campaignId,
    eligibleForRegistration: false,
  };
  const result = await confirmOrder(deps, order, plan, (tx, fulfilled) =>
    context.claim.completeWithin(tx, purchaseAnswer(fulfilled, facts)),
  );
  return purchaseAnswer(result, facts);
}
