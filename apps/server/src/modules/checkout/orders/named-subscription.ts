import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import type { AccountAccess, AccountAccessRule } from '../../../platform/auth/account-access.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { accountsOwnedBy } from '../../billing/index.ts';
import {
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
} from '../../identification/index.ts';
import type { Buyer } from './fulfilment.ts';

/** Who names a subscription on a care call: the session, its sign-in and its account gate. */
export type SubscriptionCaller = {
  careSessionId: string;
  identityId: string | null;
  now: Date;
  /** The request's account gate; without it only the signed-in owner names a subscription. */
  accountAccess?: ((rule: AccountAccessRule) => Promise<AccountAccess>) | undefined;
};

/** A subscription the caller may act on, its account, and who they are to it. */
export type NamedSubscription = {
  subscription: SubscriptionWithPhases;
  account: SubscriberAccountRow;
  buyer: Buyer;
};

export const subscriptionNotFound = () =>
  new AppError('SUBSCRIPTION_NOT_FOUND', 'no subscription of the caller with this id', {
    notFoundResourceType: 'subscription',
  });

/** The subscription of one of `accounts` with this id, and its account. */
async function subscriptionOn(
  db: Db,
  accounts: readonly SubscriberAccountRow[],
  subscriptionId: string,
) {
  const subscription = (
    await subscriptionsOfAccounts(
      db,
      accounts.map((account) => account.accountNumber),
    )
  ).find((candidate) => candidate.id === subscriptionId);
  const account = accounts.find((owned) => owned.accountNumber === subscription?.accountNumber);
  return subscription && account ? { subscription, account } : undefined;
}

/**
 * Whose subscription `subscriptionId` may name: the signed-in owner's (any of their accounts), or
 * — through the account gate — the account this session identified and verified with last name,
 * phone and zip (flows §2.1 step 3b: the email lookup, then LPZ). The verified visitor buys as
 * someone who is not the signed-in owner (see Buyer): nothing of the account changes by them.
 * Not signed in nor identified: 401; identified but not verified: 403 VERIFICATION_REQUIRED;
 * anyone else's subscription: 404, exactly as one that does not exist.
 */
export async function namedSubscriptionOf(
  db: Db,
  subscriptionId: string,
  caller: SubscriptionCaller,
): Promise<NamedSubscription> {
  if (caller.identityId) {
    const owned = await subscriptionOn(
      db,
      await accountsOwnedBy(db, caller.identityId),
      subscriptionId,
    );
    if (owned) return { ...owned, buyer: 'accountHolder' as const };
  }
  if (!caller.accountAccess) {
    if (caller.identityId) throw subscriptionNotFound();
    throw new AppError(
      'UNAUTHENTICATED_CUSTOMER',
      'a subscription is named by its owner signed in',
    );
  }
  const access = await caller.accountAccess({ allowIdentified: true }).catch((error: unknown) => {
    // A signed-in caller who does not own it is told what anyone else is.
    throw caller.identityId ? subscriptionNotFound() : error;
  });
  const identified =
    access.via === 'identified'
      ? await subscriptionOn(db, [access.account], subscriptionId)
      : undefined;
  if (!identified) throw subscriptionNotFound();
  return { ...identified, buyer: 'radioHolder' as const };
}
