import type { PurchaseAddSubscriptionRequest } from '@orbit/domain';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import { newAccountNumber } from '../../billing/account-numbers.ts';
import { accountsOwnedBy } from '../../billing/billing-store.ts';
import { newCommerceId } from '../../billing/commerce-ids.ts';
import { promoCustomerKey } from '../../catalog/index.ts';
import { customerStandingOf } from '../../catalog/presentment/customer-standing.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import { confirmOrder } from './confirm-order.ts';
import type { Fulfilment } from './fulfilment.ts';
import { createNewSubscriptionOrder } from './new-subscription-order.ts';
import { offersOfOrder, phasesOfOffers, planNameOf } from './order-offers.ts';
import { checkedPurchaseAddress, customerRecord, fieldRefusal } from './purchase-fields.ts';
import { PURCHASE_FIELDS, type PurchaseContext } from './purchase-new-account.ts';
import { priorPurchaseOrder, purchaseAnswer, purchaseOrderId } from './purchase-order.ts';
import { purchaseCardOf, purchaseGiftCardOf } from './purchase-payment.ts';
import { purchasableRadio } from './purchase-radio.ts';
import { planStreamingIdentity } from './streaming-identity-plan.ts';

/**
 * `purchase/add-subscription` (flows §2.2 step 4): a plan for a radio with no subscription
 * running. The radio joins the signed-in buyer's account of this market, or a new account
 * (owned by the signed-in buyer, or by the sign-in `streamingInfo` creates, or by nobody yet:
 * the confirmation then offers registration). The card on file may pay (`useCardOnFile`).
 */
export async function purchaseAddSubscription(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseAddSubscriptionRequest,
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
  const radio = await purchasableRadio(db, body, { careSessionId: context.careSessionId, now });

  const owned = context.identityId
    ? (await accountsOwnedBy(db, context.identityId)).find((account) => account.country === country)
    : undefined;
  const identity =
    !context.identityId && body.streamingInfo
      ? await planStreamingIdentity(deps, body.streamingInfo, {
          country,
          locale,
          phoneNumber: service.phone,
          state: 'ACCOUNT',
          now,
        })
      : null;
  const card = await purchaseCardOf(db, deps.gateway, body.paymentInfo, {
    country,
    now,
    accountNumber: owned?.accountNumber ?? null,
    billingAddress: billing?.address ?? service.address,
  });
  const giftCard = await purchaseGiftCardOf(db, body.paymentInfo, {
    country,
    clientAddress: context.clientAddress,
    now,
  });
  const standing = await customerStandingOf(db, {
    radioId: radio.radioId,
    email: service.email,
    identityId: context.identityId,
    now,
  });
  const customerKey = owned?.accountNumber ?? promoCustomerKey(service.email);

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
            serviceType: 'satellite',
            region: { country, state: service.address.state },
            locale,
            identityId: context.identityId,
            careSessionId: context.careSessionId,
            accountNumber: owned?.accountNumber ?? null,
            radioId: radio.radioId,
            paymentMethodId: card.kind === 'onFile' ? card.paymentMethodId : null,
            giftCard,
            hadService: standing.servicesHad.has('satellite'),
            promoCustomerKey: customerKey,
            customer: customerRecord(service, billing, { language: locale }),
            now,
            fields: PURCHASE_FIELDS,
          })
        ).order;
  const offers = await offersOfOrder(db, order);
  const email = owned?.email ?? identity?.row.emailAddress ?? service.email;

  const plan: Fulfilment = {
    country,
    locale,
    account: owned
      ? {
          kind: 'existing',
          accountNumber: owned.accountNumber,
          ownerIdentityId: context.identityId,
        }
      : {
          kind: 'new',
          accountNumber: await newAccountNumber(db),
          firstName: service.firstName,
          lastName: service.lastName,
          email: service.email,
          phone: service.phone,
          serviceAddress: service.address,
          billingAddress: billing?.address ?? null,
          ownerIdentityId: context.identityId,
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
      serviceType: 'satellite',
      radioId: radio.radioId,
      phases: phasesOfOffers(offers, now),
    },
    promo: order.promoCode ? { code: order.promoCode, customerKey } : null,
    giftCardId: order.giftCardId,
    notice: {
      emailAddress: email,
      firstName: service.firstName,
      planName: planNameOf(offers.offer, locale),
    },
    streamingAvailable: offers.offer.package.streamingAvailable,
    campaignId: offers.offer.campaignId,
  };
  const facts = {
    email,
    serviceType: 'satellite' as const,
    streamingAvailable: offers.offer.package.streamingAvailable,
    campaignId: offers.offer.campaignId,
    eligibleForRegistration: !context.identityId && !identity,
  };
  const result = await confirmOrder(deps, order, plan, (tx, fulfilled) =>
    context.claim.completeWithin(tx, purchaseAnswer(fulfilled, facts)),
  );
  return purchaseAnswer(result, facts);
}
