import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  accountsOwnedBy,
  accountsWithEmail,
  findRadioById,
  findSubscription,
  isActivePaid,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
  subscriptionsOfRadio,
  subscriptionsOfStreamingIdentity,
} from '../../identification/index.ts';
import type { ServiceType } from '../catalog-rows.ts';
import { promoCustomerKey } from '../promo-codes.ts';

/** What the catalog knows of a customer who is no longer anonymous (offers/customer). */
export type CustomerStanding = {
  /** The services any of their accounts (or the radio) ever had, whatever happened since. */
  servicesHad: ReadonlySet<ServiceType>;
  /** Who would redeem a promo code: the account numbers and the email known. */
  customerKeys: string[];
  /** The radio asked about has a paid subscription running now. */
  radioHasActivePaidSubscription: boolean;
};

export type CustomerClues = {
  email?: string | undefined;
  /** A radio the caller named (typed, or resolved from a deviceRef). */
  radioId?: string | undefined;
  subscriptionId?: string | undefined;
  /** The identity signed in on the care session. */
  identityId?: string | null | undefined;
  now: Date;
};

function servicesOf(history: readonly SubscriptionWithPhases[]): Set<ServiceType> {
  return new Set(
    history.map((subscription) =>
      subscription.serviceType === 'streaming' ? 'streaming' : 'satellite',
    ),
  );
}

/**
 * Gathers what the email, radio, subscription and sign-in say about a customer's past. An
 * unknown radio is DEVICE_NOT_FOUND and an unknown subscription SUBSCRIPTION_NOT_FOUND (both
 * 404); an email nobody has simply has no past.
 */
export async function customerStandingOf(db: Db, clues: CustomerClues): Promise<CustomerStanding> {
  const accountNumbers = new Set<string>();
  let radioHistory: SubscriptionWithPhases[] = [];
  const ownHistory = clues.identityId
    ? await subscriptionsOfStreamingIdentity(db, clues.identityId)
    : [];
  if (clues.radioId) {
    const radio = await findRadioById(db, clues.radioId);
    if (!radio) {
      throw new AppError('DEVICE_NOT_FOUND', 'offers for an unknown radio', {
        notFoundResourceType: 'device',
      });
    }
    if (radio.accountNumber) accountNumbers.add(radio.accountNumber);
    radioHistory = await subscriptionsOfRadio(db, radio.radioId);
  }
  if (clues.subscriptionId) {
    const subscription = await findSubscription(db, clues.subscriptionId);
    if (!subscription) {
      throw new AppError('SUBSCRIPTION_NOT_FOUND', 'offers for an unknown subscription', {
        notFoundResourceType: 'subscription',
      });
    }
    accountNumbers.add(subscription.accountNumber);
  }
  if (clues.email) {
    for (const account of await accountsWithEmail(db, clues.email)) {
      accountNumbers.add(account.accountNumber);
    }
  }
  if (clues.identityId) {
    for (const account of await accountsOwnedBy(db, clues.identityId)) {
      accountNumbers.add(account.accountNumber);
    }
  }
  const history = [
    ...radioHistory,
    ...ownHistory,
    ...(await subscriptionsOfAccounts(db, [...accountNumbers])),
  ];
  return {
    servicesHad: servicesOf(history),
    customerKeys: [...accountNumbers, ...(clues.email ? [promoCustomerKey(clues.email)] : [])],
    radioHasActivePaidSubscription: radioHistory.some(
      (subscription) =>
        subscription.serviceType === 'satellite' && isActivePaid(subscription, clues.now),
    ),
  };
}
