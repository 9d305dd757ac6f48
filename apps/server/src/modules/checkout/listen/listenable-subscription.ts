import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders, subscriptions } from '../../../db/schema/index.ts';
import { accountsOwnedBy } from '../../billing/index.ts';
import { subscriptionNotFound } from '../orders/named-subscription.ts';

/** How long after its order the visitor who bought a subscription may still ask for its link. */
const BOUGHT_ON_SESSION_WINDOW_MS = 24 * 60 * 60 * 1000;

export type ListenableSubscription = { subscriptionId: string; radioId: string | null };

/**
 * A subscription the caller may listen to: one of the signed-in owner's accounts', or one an
 * order confirmed on this very care session within the last day (the thanks page of a visitor who
 * bought without signing in). Anything else — another customer's, a closed one, one that does
 * not exist — is 404 SUBSCRIPTION_NOT_FOUND, the same answer for all.
 */
export async function listenableSubscriptionOf(
  db: Db,
  subscriptionId: string,
  caller: { careSessionId: string; identityId: string | null; now: Date },
): Promise<ListenableSubscription> {
  const [subscription] = await db
    .select({
      id: subscriptions.id,
      radioId: subscriptions.radioId,
      accountNumber: subscriptions.accountNumber,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!subscription || subscription.status === 'Closed') throw subscriptionNotFound();
  if (await ownedBy(db, caller.identityId, subscription.accountNumber)) {
    return { subscriptionId: subscription.id, radioId: subscription.radioId };
  }
  const since = new Date(caller.now.getTime() - BOUGHT_ON_SESSION_WINDOW_MS);
  const [bought] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, subscription.id),
        eq(orders.careSessionId, caller.careSessionId),
        eq(orders.status, 'confirmed'),
        gte(orders.confirmedAt, since),
      ),
    )
    .limit(1);
  if (!bought) throw subscriptionNotFound();
  return { subscriptionId: subscription.id, radioId: subscription.radioId };
}

async function ownedBy(db: Db, identityId: string | null, accountNumber: string) {
  if (!identityId) return false;
  const owned = await accountsOwnedBy(db, identityId);
  return owned.some((account) => account.accountNumber === accountNumber);
}
