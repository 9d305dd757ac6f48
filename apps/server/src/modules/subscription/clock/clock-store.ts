import { and, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { entitlementPartners, invoices, subscriptions } from '../../../db/schema/index.ts';
import { type SubscriptionWithPhases, withPhases } from '../../identification/index.ts';

/** A subscription the clock moves, with its phases. */
export type ClockedSubscription = SubscriptionWithPhases;

/** Every subscription the clock moves: running ones (Active, a pending cancellation included). */
export async function runningSubscriptions(db: Db): Promise<ClockedSubscription[]> {
  return withPhases(
    db,
    await db.select().from(subscriptions).where(eq(subscriptions.status, 'Active')),
  );
}

export async function clockedSubscription(
  db: Db,
  subscriptionId: string,
): Promise<ClockedSubscription | undefined> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return (await withPhases(db, rows))[0];
}

/**
 * Whether an order already billed the period starting at `periodStart` (the purchase, a plan
 * switch or a renewal bought online invoices its own first period): an order's invoice for the
 * subscription issued at or after the period's start.
 */
export async function billedByAnOrder(
  db: Db,
  subscriptionId: string,
  periodStart: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        isNotNull(invoices.orderId),
        gte(invoices.issuedAt, periodStart),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a billing partner (a platform's store, ADR 077) sells subscriptions of this source. */
export async function billedByAPartner(db: Db, source: string): Promise<boolean> {
  const [row] = await db
    .select({ source: entitlementPartners.subscriptionSource })
    .from(entitlementPartners)
    .where(eq(entitlementPartners.subscriptionSource, source))
    .limit(1);
  return row !== undefined;
}
