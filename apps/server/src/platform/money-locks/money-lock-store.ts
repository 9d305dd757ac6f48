import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moneyLocks } from '../../db/schema/index.ts';

/**
 * How long a lock outlives its owner's last sign of life. The owner renews it every third of
 * this while it works (a slow gateway included); a process that died leaves it for at most this.
 */
export const MONEY_LOCK_LEASE_SECONDS = 30;

const leaseFrom = (now: Date) => new Date(now.getTime() + MONEY_LOCK_LEASE_SECONDS * 1000);

/**
 * Takes every key for `owner`, or none. One atomic insert per attempt decides between racing
 * requests (several server instances included); a key already the owner's (its retry after a
 * crash) or past its lease is taken over by one conditional update. Keys are inserted in sorted
 * order, so two requests wanting overlapping keys on PostgreSQL cannot deadlock; nothing ever
 * waits for another owner, so PGlite's single connection cannot wait on itself either. False:
 * another owner holds one of them (what was taken here is given back).
 */
export async function takeMoneyLocks(
  db: Db,
  keys: readonly string[],
  owner: string,
  now: Date,
): Promise<boolean> {
  const sorted = [...new Set(keys)].sort();
  const fresh = { owner, lockedAt: now, expiresAt: leaseFrom(now) };
  const taken = new Set<string>();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const wanted = sorted.filter((key) => !taken.has(key));
    const inserted = await db
      .insert(moneyLocks)
      .values(wanted.map((subject) => ({ subject, ...fresh })))
      .onConflictDoNothing()
      .returning({ subject: moneyLocks.subject });
    for (const row of inserted) taken.add(row.subject);
    const held = sorted.filter((key) => !taken.has(key));
    if (held.length === 0) return true;

    const takenOver = await db
      .update(moneyLocks)
      .set(fresh)
      .where(
        and(
          inArray(moneyLocks.subject, held),
          or(eq(moneyLocks.owner, owner), lte(moneyLocks.expiresAt, now)),
        ),
      )
      .returning({ subject: moneyLocks.subject });
    for (const row of takenOver) taken.add(row.subject);
    const stillHeld = sorted.filter((key) => !taken.has(key));
    if (stillHeld.length === 0) return true;

    const present = await db
      .select({ subject: moneyLocks.subject })
      .from(moneyLocks)
      .where(inArray(moneyLocks.subject, stillHeld));
    // Every one still there belongs to someone else; one released meanwhile is tried again.
    if (present.length === stillHeld.length) break;
  }
  await releaseMoneyLocks(db, [...taken], owner);
  return false;
}

/** Extends the owner's lease on its keys (it is still working). */
export async function renewMoneyLocks(
  db: Db,
  keys: readonly string[],
  owner: string,
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(moneyLocks)
    .set({ expiresAt: leaseFrom(now) })
    .where(and(inArray(moneyLocks.subject, [...keys]), eq(moneyLocks.owner, owner)));
}

/** Gives the owner's keys back (its decision is written, or refused). */
export async function releaseMoneyLocks(
  db: Db,
  keys: readonly string[],
  owner: string,
): Promise<void> {
  if (keys.length === 0) return;
  await moneyLocksRelease(db, keys, owner);
}

/** The unsent form of releaseMoneyLocks, for a transaction to send with its other writes. */
export function moneyLocksRelease(db: Db, keys: readonly string[], owner: string) {
  return db
    .delete(moneyLocks)
    .where(and(inArray(moneyLocks.subject, [...keys]), eq(moneyLocks.owner, owner)));
}

/** Deletes locks past their lease: owners that died and whose subject nobody asked for since. */
export async function purgeMoneyLocks(db: Db, now: Date): Promise<{ locks: number }> {
  const rows = await db
    .delete(moneyLocks)
    .where(lte(moneyLocks.expiresAt, now))
    .returning({ subject: moneyLocks.subject });
  return { locks: rows.length };
}
