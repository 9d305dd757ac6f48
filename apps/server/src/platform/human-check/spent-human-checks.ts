import { createHash } from 'node:crypto';
import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spentHumanChecks } from '../../db/schema/index.ts';

/** Rows are keyed by a hash, so the table holds nothing a client could replay. */
export function challengeHashOf(signature: string): string {
  return createHash('sha256').update(signature).digest('hex');
}

/**
 * Marks the challenge spent. One atomic insert: of two requests racing with the same proof only
 * one gets the row back, so only one is let through.
 * @returns false when the challenge was spent already.
 */
export async function spendHumanCheck(
  db: Db,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(spentHumanChecks)
    .values({ challengeHash: challengeHashOf(signature), expiresAt })
    .onConflictDoNothing()
    .returning({ challengeHash: spentHumanChecks.challengeHash });
  return rows.length === 1;
}

/** Forgets spent challenges that have expired: their proofs are refused for expiry anyway. */
export async function purgeSpentHumanChecks(
  db: Db,
  now: Date,
): Promise<{ spentHumanChecks: number }> {
  const rows = await db
    .delete(spentHumanChecks)
    .where(lte(spentHumanChecks.expiresAt, now))
    .returning({ challengeHash: spentHumanChecks.challengeHash });
  return { spentHumanChecks: rows.length };
}
