import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** A quoted order lives this long; confirming later answers ORDER_EXPIRED. */
export const ORDER_TTL_SECONDS = 30 * 60;

export async function insertOrder(db: Db, row: OrderRow): Promise<void> {
  await db.insert(orders).values(row);
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/**
 * quoted → confirmed, in the fulfilment's transaction. Whoever moves the order out of `quoted`
 * owns its charge: false means another confirm (or a failure) got there first.
 */
export async function markOrderConfirmed(
  tx: Db,
  id: string,
  changes: Pick<OrderRow, 'subscriptionId' | 'accountNumber' | 'identityId' | 'paymentMethodId'>,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ ...changes, status: 'confirmed', confirmedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'quoted')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * quoted → failed with its code, and the stored payment method cleared (spec 001 §4). False
 * when the order had already left `quoted`: then its charge is not this caller's to refund.
 */
export async function markOrderFailed(db: Db, id: string, failureCode: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'failed', failureCode, paymentMethodId: null })
    .where(and(eq(orders.id, id), eq(orders.status, 'quoted')))
    .returning({ id: orders.id });
  return rows.length > 0;
}
