import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type BillingProfileRow, billingProfiles, orders } from '../../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** A quoted order lives this long; confirming later answers ORDER_EXPIRED. */
export const ORDER_TTL_SECONDS = 30 * 60;

export async function insertOrder(db: Db, row: OrderRow): Promise<void> {
  await db.insert(orders).values(row);
}

/**
 * Writes the order unless one with its id exists (a purchase's id comes from its idempotency
 * key: an earlier run of the key left it). True: written. One statement where reading first and
 * then writing took two (ADR 101).
 */
export async function insertOrderIfNew(db: Db, row: OrderRow): Promise<boolean> {
  const written = await db
    .insert(orders)
    .values(row)
    .onConflictDoNothing({ target: orders.id })
    .returning({ id: orders.id });
  return written.length > 0;
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
 * markOrderConfirmed, and the billing profile of an existing account read in the same statement
 * (the update a data-modifying `WITH` of the read): one round trip instead of two in every
 * purchase for an account that already exists (ADR 101). `won` false: another confirm (or a
 * failure) moved the order first, and the profile is not read.
 */
export async function confirmOrderReadingProfile(
  tx: Db,
  id: string,
  changes: Pick<OrderRow, 'subscriptionId' | 'accountNumber' | 'identityId' | 'paymentMethodId'>,
  now: Date,
  profileAccountNumber: string,
): Promise<{ won: boolean; profile: BillingProfileRow | undefined }> {
  const confirmed = tx.$with('confirmed').as(
    tx
      .update(orders)
      .set({ ...changes, status: 'confirmed', confirmedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, 'quoted')))
      .returning({ id: orders.id }),
  );
  const rows = await tx
    .with(confirmed)
    .select({ confirmedId: confirmed.id, profile: billingProfiles })
    .from(confirmed)
    .leftJoin(billingProfiles, eq(billingProfiles.accountNumber, profileAccountNumber))
    .limit(1);
  const [row] = rows;
  return { won: row !== undefined, profile: row?.profile ?? undefined };
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
