import { and, asc, eq, gt, gte, lt, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  sandboxGatewayCards,
  sandboxGatewayCharges,
  sandboxGatewayRefunds,
} from '../../db/schema/index.ts';

export type SandboxCardRow = typeof sandboxGatewayCards.$inferSelect;
export type SandboxChargeRow = typeof sandboxGatewayCharges.$inferSelect;
export type SandboxRefundRow = typeof sandboxGatewayRefunds.$inferSelect;

/** The sandbox gateway's own tables: what a real gateway keeps on its side of the wire. */
export async function storeCard(db: Db, row: SandboxCardRow): Promise<void> {
  await db.insert(sandboxGatewayCards).values(row);
}

export async function findCard(db: Db, token: string): Promise<SandboxCardRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxGatewayCards)
    .where(eq(sandboxGatewayCards.token, token))
    .limit(1);
  return row;
}

/** A reissued card keeps its token: only the expiry changes. */
export async function updateCardExpiry(
  db: Db,
  token: string,
  expiry: { expiryMonth: number; expiryYear: number },
): Promise<void> {
  await db.update(sandboxGatewayCards).set(expiry).where(eq(sandboxGatewayCards.token, token));
}

export async function tokensOfFingerprint(db: Db, fingerprint: string): Promise<string[]> {
  const rows = await db
    .select({ token: sandboxGatewayCards.token })
    .from(sandboxGatewayCards)
    .where(eq(sandboxGatewayCards.fingerprint, fingerprint));
  return rows.map((row) => row.token);
}

export async function findChargeByKey(
  db: Db,
  idempotencyKey: string,
): Promise<SandboxChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxGatewayCharges)
    .where(eq(sandboxGatewayCharges.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/**
 * Records a charge unless one with its idempotency key exists, and answers the one that stands:
 * two requests racing with one key both get the first one's row (one atomic insert decides).
 */
export async function recordChargeOnce(db: Db, row: SandboxChargeRow): Promise<SandboxChargeRow> {
  const [inserted] = await db
    .insert(sandboxGatewayCharges)
    .values(row)
    .onConflictDoNothing({ target: sandboxGatewayCharges.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const existing = await findChargeByKey(db, row.idempotencyKey);
  if (!existing) throw new Error('sandbox charge vanished after a conflicting insert');
  return existing;
}

/**
 * Succeeded charges (not given back) made in `[from, before)`, oldest first: a charge's id starts
 * with its time (UUIDv7), so the id orders them and names where a page ends.
 */
export async function succeededChargesBetween(
  db: Db,
  query: { from: Date; before: Date; after?: string | undefined; limit: number },
): Promise<SandboxChargeRow[]> {
  return db
    .select()
    .from(sandboxGatewayCharges)
    .where(
      and(
        eq(sandboxGatewayCharges.status, 'succeeded'),
        gte(sandboxGatewayCharges.createdAt, query.from),
        lt(sandboxGatewayCharges.createdAt, query.before),
        query.after === undefined ? undefined : gt(sandboxGatewayCharges.id, query.after),
      ),
    )
    .orderBy(asc(sandboxGatewayCharges.id))
    .limit(query.limit);
}

/** A succeeded charge becomes refunded; refunding twice (or a failed charge) changes nothing. */
export async function markRefunded(db: Db, chargeId: string): Promise<boolean> {
  const rows = await db
    .update(sandboxGatewayCharges)
    .set({ status: 'refunded' })
    .where(
      and(eq(sandboxGatewayCharges.id, chargeId), eq(sandboxGatewayCharges.status, 'succeeded')),
    )
    .returning({ id: sandboxGatewayCharges.id });
  return rows.length > 0;
}

export async function findChargeById(
  db: Db,
  chargeId: string,
): Promise<SandboxChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxGatewayCharges)
    .where(eq(sandboxGatewayCharges.id, chargeId))
    .limit(1);
  return row;
}

export async function findRefundByKey(
  db: Db,
  idempotencyKey: string,
): Promise<SandboxRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxGatewayRefunds)
    .where(eq(sandboxGatewayRefunds.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/** What the partial refunds of a charge gave back so far, in minor units. */
export async function refundedOfCharge(db: Db, chargeId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(sandboxGatewayRefunds.amountMinor) })
    .from(sandboxGatewayRefunds)
    .where(eq(sandboxGatewayRefunds.chargeId, chargeId));
  return Number(row?.total ?? 0);
}

/** Records a partial refund unless one with its key exists; answers the one that stands. */
export async function recordRefundOnce(db: Db, row: SandboxRefundRow): Promise<SandboxRefundRow> {
  const [inserted] = await db
    .insert(sandboxGatewayRefunds)
    .values(row)
    .onConflictDoNothing({ target: sandboxGatewayRefunds.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const existing = await findRefundByKey(db, row.idempotencyKey);
  if (!existing) throw new Error('sandbox refund vanished after a conflicting insert');
  return existing;
}
