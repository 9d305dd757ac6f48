import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { subscriptions } from '../../../db/schema/index.ts';

/**
 * Ends a subscription's service on its date (ADR 074): a trial with nothing after it, a prepaid
 * term with nothing after it, a pending cancellation reaching its date, a Quebec trial without
 * consent. The subscription is Closed (its radio no longer served, spec 001 §4 status labels);
 * only a running one is ended, so a second run changes nothing.
 */
export async function endService(db: Db, subscriptionId: string, endedAt: Date): Promise<boolean> {
  const ended = await db
    .update(subscriptions)
    .set({ status: 'Closed', commerceState: 'closed', endsAt: endedAt, updatedAt: endedAt })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'Active')))
    .returning({ id: subscriptions.id });
  return ended.length > 0;
}
