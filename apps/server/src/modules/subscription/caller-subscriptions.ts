import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { accountsOwnedBy } from '../billing/index.ts';
import { type SubscriptionWithPhases, subscriptionsOfAccounts } from '../identification/index.ts';

/**
 * The subscriptions a sign-in may see: those of the accounts it owns, and those it listens on
 * (the streaming sign-in created with them). Never one named by the request alone (no BOLA).
 */
export async function subscriptionsOfCaller(
  db: Db,
  identityId: string,
): Promise<SubscriptionWithPhases[]> {
  const owned = (await accountsOwnedBy(db, identityId)).map((account) => account.accountNumber);
  const listening = await db
    .select({ accountNumber: subscriptions.accountNumber, id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.streamingIdentityId, identityId));
  const accounts = [...new Set([...owned, ...listening.map((row) => row.accountNumber)])];
  const ownedSet = new Set(owned);
  const listeningIds = new Set(listening.map((row) => row.id));
  return (await subscriptionsOfAccounts(db, accounts))
    .filter(
      (subscription) =>
        ownedSet.has(subscription.accountNumber) || listeningIds.has(subscription.id),
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
