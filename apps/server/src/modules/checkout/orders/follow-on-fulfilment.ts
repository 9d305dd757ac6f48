import type { Address, Country, Locale } from '@orbit/domain';
import { type CardOnFile, type NewCard, purchaseCardOf } from '../../billing/index.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import type { Buyer, FollowOnPlan, Fulfilment } from './fulfilment.ts';
import type { OrderOffers } from './order-offers.ts';
import { type CheckedAddress, checkedPurchaseAddresses, fieldRefusal } from './purchase-fields.ts';

/** The account whose running subscription a paid plan follows, as the purchase read it. */
export interface FollowedAccount {
  accountNumber: string;
  ownerIdentityId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  serviceAddress: Address;
}

/**
 * The addresses and the card of a plan that follows a running phase on an existing account. The
 * plan is billed in the account's currency, so a service address of the other market is refused;
 * the account's owner pays with its card on file or a new one billed at the account's billing
 * address, a radio holder with a new card billed where they said.
 */
export async function followOnPaymentOf(
  deps: Pick<CheckoutRequestDeps, 'db' | 'gateway'>,
  body: Parameters<typeof checkedPurchaseAddresses>[0] & {
    paymentInfo: Parameters<typeof purchaseCardOf>[2];
  },
  purchase: {
    account: FollowedAccount & { country: string; billingAddress: Address | null };
    holdsAccount: boolean;
    now: Date;
  },
) {
  const { account, holdsAccount, now } = purchase;
  const { service, billing } = checkedPurchaseAddresses(body);
  const country: Country = account.country === 'ca' ? 'ca' : 'us';
  if (service.country !== country) throw fieldRefusal('serviceAddress.country');
  const card = await purchaseCardOf(deps.db, deps.gateway, body.paymentInfo, {
    country,
    now,
    accountNumber: holdsAccount ? account.accountNumber : null,
    billingAddress: holdsAccount
      ? (account.billingAddress ?? account.serviceAddress)
      : (billing?.address ?? service.address),
  });
  return { service, billing, country, card };
}

export interface FollowOnPurchase {
  buyer: Buyer;
  country: Country;
  locale: Locale;
  account: FollowedAccount;
  /** The caller's identity: the account's owner when they hold it. */
  identityId: string | null;
  /** The order's service address: the radio holder's own name and email. */
  service: Pick<CheckedAddress, 'email' | 'firstName'>;
  card: NewCard | CardOnFile;
  /** The offer priced: its plan and package take over the subscription. */
  offer: OrderOffers['offer'];
  /** What the plan replaces: the subscription's phases from `from` on. */
  followOn: Pick<FollowOnPlan, 'subscriptionId' | 'radioId' | 'from' | 'phases'>;
  promo: Fulfilment['promo'];
  /** The plan the confirmation names. */
  planName: string;
}

/**
 * What a paid plan that follows a running phase (a trial's end, a renewal) writes on an existing
 * account, and the email its confirmation goes to. The account's owner is told at the account's
 * email and in its name; a radio holder at the email and in the name they typed, the account
 * keeping its own owner (see Buyer). A billing profile, if the account has none yet, opens in the
 * account's own names.
 */
export function followOnFulfilmentOf(purchase: FollowOnPurchase): {
  plan: Fulfilment;
  email: string;
} {
  const { account, service, offer } = purchase;
  const holdsAccount = purchase.buyer === 'accountHolder';
  const email = holdsAccount ? (account.email ?? service.email) : service.email;
  const plan: Fulfilment = {
    buyer: purchase.buyer,
    country: purchase.country,
    locale: purchase.locale,
    account: {
      kind: 'existing',
      accountNumber: account.accountNumber,
      ownerIdentityId: holdsAccount ? purchase.identityId : account.ownerIdentityId,
    },
    newIdentity: null,
    profile: {
      firstName: account.firstName,
      lastName: account.lastName,
      serviceAddress: account.serviceAddress,
    },
    card: purchase.card,
    subscription: {
      kind: 'followOn',
      subscriptionId: purchase.followOn.subscriptionId,
      planCode: offer.planCode,
      packageId: offer.packageId,
      radioId: purchase.followOn.radioId,
      from: purchase.followOn.from,
      phases: purchase.followOn.phases,
    },
    promo: purchase.promo,
    giftCardId: null,
    notice: {
      emailAddress: email,
      firstName: holdsAccount ? account.firstName : service.firstName,
      planName: purchase.planName,
    },
    streamingAvailable: offer.package.streamingAvailable,
    campaignId: offer.campaignId,
  };
  return { plan, email };
}
