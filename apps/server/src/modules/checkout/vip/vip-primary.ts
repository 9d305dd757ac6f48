import type { Locale, VipDeviceOutcome } from '@orbit/domain';
import type { CardOnFile, NewCard } from '../../billing/index.ts';
import { newCommerceId } from '../../billing/index.ts';
import type { CheckoutRequestDeps } from '../orders/checkout-deps.ts';
import { confirmOrder } from '../orders/confirm-order.ts';
import type { Buyer, Fulfilment } from '../orders/fulfilment.ts';
import { createNewSubscriptionOrder } from '../orders/new-subscription-order.ts';
import { offersOfOrder, phasesOfOffers, planNameOf } from '../orders/order-offers.ts';
import { PURCHASE_FIELDS } from '../orders/place-purchase.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { priorPurchaseOrder, purchaseOrderId } from '../orders/purchase-order.ts';
import { outcomeBaseOf, type VipChoice, type VipStep } from './vip-choice.ts';

/** The primary's outcome, with the subscription the bundle names. */
export type PrimaryOutcome = VipDeviceOutcome & { subscriptionId: string };

/**
 * The primary device's own order (ADR 044): the VIP plan, priced by the quote engine and
 * charged once — a closed radio gets a new subscription today (with the offer's activation fee),
 * a trial or a paid plan is followed by VIP from its end (nothing due today but what the offer
 * charges up front). Its order id comes from the VIP order's key, so a retry after a crash finds
 * and confirms the same order (the gateway's key is the order id: one charge). A device already
 * on VIP (an earlier order's primary whose secondary failed) is left as it is, charged nothing.
 * A refusal (a card decline) is thrown: nothing was charged, nothing written.
 */
export async function upgradePrimary(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  input: {
    choice: Pick<VipChoice, 'account' | 'offer'>;
    step: VipStep;
    card: NewCard | CardOnFile;
    buyer: Buyer;
    now: Date;
  },
): Promise<PrimaryOutcome> {
  const { choice, step, card, buyer, now } = input;
  const { account, offer } = choice;
  const { device } = step;
  const radioId = device.radio?.radioId ?? null;
  const base = { ...outcomeBaseOf(step), error: null };
  if (step.action === 'alreadyVip' && device.subscription) {
    return {
      ...base,
      outcome: 'alreadyVip',
      subscriptionId: device.subscription.id,
      orderId: null,
      charged: null,
    };
  }
  const country = account.country === 'ca' ? 'ca' : 'us';
  const locale = account.language as Locale;
  const startsAt = step.action === 'newSubscription' ? undefined : (device.serviceEnd ?? undefined);
  const orderId = await purchaseOrderId(
    deps.db,
    `${context.claim.scope}|vip-primary`,
    context.claim.key,
    now,
  );
  const prior = await priorPurchaseOrder(deps.db, orderId, now);
  const order =
    'reuse' in prior
      ? prior.reuse
      : (
          await createNewSubscriptionOrder(deps.db, {
            orderId: prior.createWithId,
            planCode: offer.planCode,
            serviceType: 'satellite',
            region: { country, state: account.serviceAddress.state },
            locale,
            identityId: context.identityId,
            careSessionId: context.careSessionId,
            accountNumber: account.accountNumber,
            radioId,
            paymentMethodId: card.kind === 'onFile' ? card.paymentMethodId : null,
            giftCard: null,
            // The device had the service (or the account did): no new-subscriber offers.
            hadService: true,
            promoCustomerKey: account.accountNumber,
            customer: { vipBundle: 'primary', buyer, language: locale },
            now,
            startsAt,
            fields: { ...PURCHASE_FIELDS, plan: () => 'programCode' },
          })
        ).order;
  const offers = await offersOfOrder(deps.db, order);
  const from = startsAt ?? now;
  const phases = phasesOfOffers({ offer: offers.offer, followOn: undefined }, from);
  const plan: Fulfilment = {
    buyer,
    country,
    locale,
    account: {
      kind: 'existing',
      accountNumber: account.accountNumber,
      ownerIdentityId: account.ownerIdentityId,
    },
    newIdentity: null,
    profile: {
      firstName: account.firstName,
      lastName: account.lastName,
      serviceAddress: account.serviceAddress,
    },
    card,
    subscription:
      step.action === 'newSubscription' || !device.subscription
        ? {
            kind: 'new',
            subscriptionId: newCommerceId('subscription', now),
            planCode: offers.offer.planCode,
            packageId: offers.offer.packageId,
            serviceType: 'satellite',
            radioId,
            phases,
          }
        : {
            kind: 'followOn',
            subscriptionId: device.subscription.id,
            planCode: offers.offer.planCode,
            packageId: offers.offer.packageId,
            radioId,
            from,
            phases,
          },
    promo: null,
    giftCardId: null,
    notice: {
      emailAddress: account.email,
      firstName: account.firstName,
      planName: planNameOf(offers.offer, locale),
    },
    streamingAvailable: offers.offer.package.streamingAvailable,
    campaignId: offers.offer.campaignId,
  };
  const result = await confirmOrder(deps, order, plan);
  return {
    ...base,
    outcome: 'upgraded',
    subscriptionId: result.subscriptionId,
    orderId: result.orderId,
    charged: result.amountCharged,
  };
}
