import type { Country, Locale } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { PackageUpgradeLinkRow } from '../../../db/schema/index.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import {
  type CheckoutGiftCardBalance,
  newAccountNumber,
  newCommerceId,
} from '../../billing/index.ts';
import type { OfferWithPackage } from '../../catalog/index.ts';
import { studentPassIfNamed } from '../../student/index.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import type { ExistingAccount, Fulfilment } from './fulfilment.ts';
import type { NewSubscriptionOrderInput } from './new-subscription-order.ts';
import { type OrderOffers, phasesOfOffers, planNameOf } from './order-offers.ts';
import type { OrderRow } from './order-store.ts';
import { PURCHASE_FIELDS, type PurchaseContext, placePurchase } from './place-purchase.ts';
import { type CheckedAddress, customerRecord } from './purchase-fields.ts';

/** A checked purchase of a new subscription (not a plan following a trial), ready to order. */
export type NewSubscriptionPurchase = {
  /** The plan asked for, the plan to follow it and the promo code typed, as the request has them. */
  request: {
    plans: readonly { planCode: string }[];
    followOnPlans?: readonly { planCode: string }[] | undefined;
    marketingPromoCode?: string | undefined;
    /** The student verification a student plan is bought with (ADR 066). */
    verificationId?: string | undefined;
  };
  country: Country;
  locale: Locale;
  service: CheckedAddress;
  billing: CheckedAddress | undefined;
  /** The buyer's account of this market, or the email and owner a new one opens with. */
  account: ExistingAccount | { kind: 'new'; email: string; ownerIdentityId: string | null };
  newIdentity: Fulfilment['newIdentity'];
  card: Fulfilment['card'];
  giftCard: CheckoutGiftCardBalance | null;
  serviceType: 'streaming' | 'satellite';
  /** Offers the purchase read already, by plan code: its order is priced without reading them again. */
  offersRead?: ReadonlyMap<string, OfferWithPackage> | undefined;
  radioId: string | null;
  /**
   * The radio was found purchasable (purchasableRadio) under this purchase's money locks, before
   * its order is priced: the confirm does not read it again for a new order (ConfirmChecked).
   */
  radioFoundPurchasable?: boolean;
  /**
   * The upgrade link this care session opened for the radio (null: none), read under the same
   * locks: the confirm does not read it again for a new order (ConfirmChecked).
   */
  upgradeLinkRead?: PackageUpgradeLinkRow | null;
  /** The customer had this service before: offers for new subscribers are not theirs. */
  hadService: boolean;
  /** The radio passed the used-car check, here and now: the RTP trial may be sold (ADR 034). */
  usedCarChecked?: boolean;
  /** Who redeems the promo code: the account number, else the email. */
  promoCustomerKey: string;
  /** The streaming login the order keeps with the customer, when the purchase signs one up. */
  login?: string | undefined;
  /** Where the confirmation goes, and the email the answer names. */
  email: string;
  /** The account has no sign-in yet: the confirmation offers registration. */
  eligibleForRegistration: boolean;
  now: Date;
};

/**
 * `purchase/new-account` and `purchase/add-subscription` once checked: the order for the plan
 * (priced, with the gift card and promo code; a student plan with the caller's verification,
 * ADR 066), then its fulfilment, confirmed under the request's idempotency key (see placePurchase).
 */
export async function placeNewSubscription(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  purchase: NewSubscriptionPurchase,
): Promise<StoredAnswer> {
  const studentPass = await studentPassIfNamed(deps.db, {
    verificationId: purchase.request.verificationId,
    caller: context,
    now: purchase.now,
  });
  const order = { ...orderOf(context, purchase), studentPass };
  return placePurchase(
    deps,
    context.claim,
    order,
    async (order, offers) => ({
      plan: await fulfilmentOf(deps.db, purchase, order, offers),
      facts: {
        email: purchase.email,
        serviceType: purchase.serviceType,
        eligibleForRegistration: purchase.eligibleForRegistration,
      },
    }),
    undefined,
    {
      radioPurchasable: purchase.radioFoundPurchasable === true,
      moneyLocks: context.moneyLocks,
      ...(purchase.upgradeLinkRead !== undefined ? { upgradeLink: purchase.upgradeLinkRead } : {}),
    },
  );
}

function orderOf(
  context: PurchaseContext,
  purchase: NewSubscriptionPurchase,
): Omit<NewSubscriptionOrderInput, 'orderId'> {
  const { request, service, card, locale } = purchase;
  return {
    planCode: request.plans[0]?.planCode ?? '',
    followOnPlanCode: request.followOnPlans?.[0]?.planCode,
    promoCode: request.marketingPromoCode,
    serviceType: purchase.serviceType,
    region: { country: purchase.country, state: service.address.state },
    locale,
    identityId: context.identityId,
    careSessionId: context.careSessionId,
    accountNumber: purchase.account.kind === 'existing' ? purchase.account.accountNumber : null,
    radioId: purchase.radioId,
    paymentMethodId: card.kind === 'onFile' ? card.paymentMethodId : null,
    giftCard: purchase.giftCard,
    hadService: purchase.hadService,
    usedCarChecked: purchase.usedCarChecked,
    promoCustomerKey: purchase.promoCustomerKey,
    offersRead: purchase.offersRead,
    customer: customerRecord(
      service,
      purchase.billing,
      purchase.login === undefined
        ? { language: locale }
        : { language: locale, login: purchase.login },
    ),
    now: purchase.now,
    fields: PURCHASE_FIELDS,
  };
}

/**
 * What the confirmed order writes: a new account in the service address's names (or the
 * buyer's own), the subscription's phases from now, the promo code the order kept, and the
 * confirmation in the buyer's language.
 */
async function fulfilmentOf(
  db: Db,
  purchase: NewSubscriptionPurchase,
  order: OrderRow,
  offers: OrderOffers,
): Promise<Fulfilment> {
  const { service, billing, now } = purchase;
  return {
    country: purchase.country,
    locale: purchase.locale,
    account:
      purchase.account.kind === 'existing'
        ? purchase.account
        : {
            kind: 'new',
            accountNumber: await newAccountNumber(db),
            firstName: service.firstName,
            lastName: service.lastName,
            email: purchase.account.email,
            phone: service.phone,
            serviceAddress: service.address,
            billingAddress: billing?.address ?? null,
            ownerIdentityId: purchase.account.ownerIdentityId,
          },
    newIdentity: purchase.newIdentity,
    profile: {
      firstName: service.firstName,
      lastName: service.lastName,
      serviceAddress: service.address,
    },
    card: purchase.card,
    subscription: {
      kind: 'new',
      subscriptionId: newCommerceId('subscription', now),
      planCode: offers.offer.planCode,
      packageId: offers.offer.packageId,
      serviceType: purchase.serviceType,
      radioId: purchase.radioId,
      phases: phasesOfOffers(offers, now),
    },
    promo: order.promoCode
      ? { code: order.promoCode, customerKey: purchase.promoCustomerKey }
      : null,
    giftCardId: order.giftCardId,
    notice: {
      emailAddress: purchase.email,
      firstName: service.firstName,
      planName: planNameOf(offers.offer, purchase.locale),
    },
    // A streaming plan always streams; a radio's package says whether it does.
    streamingAvailable:
      purchase.serviceType === 'streaming' || offers.offer.package.streamingAvailable,
    campaignId: offers.offer.campaignId,
  };
}
