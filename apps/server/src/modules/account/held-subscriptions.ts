import type { AccountSubscription } from '@orbit/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriberAccounts, subscriptions } from '../../db/schema/index.ts';
import { loadAccountFacts } from './account-facts.ts';
import { subscriptionView } from './account-view.ts';

/** A subscription an identity holds, as the account area shows it, with its radio. */
export type HeldSubscription = { view: AccountSubscription; radioId: string | null };

/** What an identity holds: the subscriptions it owns or listens on, and whether it owes. */
export type HeldSubscriptions = {
  /** An account the identity owns is past due (in collection or with a bill overdue). */
  pastDue: boolean;
  subscriptions: HeldSubscription[];
};

/**
 * Every subscription of the accounts an identity owns, and those of other accounts it listens on
 * (a streaming sign-in made with a plan), each read as the account area reads it (plan name in the
 * account's language, status, the partner that bills it). Whether an account is past due counts
 * only for the accounts the identity owns: another payer's bills are not its to hear about.
 */
export async function heldSubscriptionsOf(
  db: Db,
  identityId: string,
  now: Date,
): Promise<HeldSubscriptions> {
  const owned = await db
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.ownerIdentityId, identityId));
  const listenedOn = await db
    .select({ id: subscriptions.id, accountNumber: subscriptions.accountNumber })
    .from(subscriptions)
    .where(eq(subscriptions.streamingIdentityId, identityId));
  const ownedNumbers = new Set(owned.map((account) => account.accountNumber));
  const otherNumbers = [...new Set(listenedOn.map((row) => row.accountNumber))].filter(
    (accountNumber) => !ownedNumbers.has(accountNumber),
  );
  const others =
    otherNumbers.length === 0
      ? []
      : await db
          .select()
          .from(subscriberAccounts)
          .where(inArray(subscriberAccounts.accountNumber, otherNumbers));
  const listenedIds = new Set(listenedOn.map((row) => row.id));
  let pastDue = false;
  const held: HeldSubscription[] = [];
  for (const account of [...owned, ...others]) {
    const facts = await loadAccountFacts(db, account, now);
    const isOwner = ownedNumbers.has(account.accountNumber);
    if (isOwner && facts.billingStatus.isPastDue) pastDue = true;
    if (isOwner && account.inCollectionSince) pastDue = true;
    for (const row of facts.subscriptions) {
      if (!isOwner && !listenedIds.has(row.id)) continue;
      held.push({ view: subscriptionView(facts, row), radioId: row.radioId });
    }
  }
  return { pastDue, subscriptions: held };
}
