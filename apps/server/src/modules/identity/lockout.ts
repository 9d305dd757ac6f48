import { and, eq, gte, sql } from 'drizzle-orm';
import type { IdentitySettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signInLockouts } from '../../db/schema/index.ts';

/**
 * Progressive lockout of password checks (ARCHITECTURE §5): after `threshold` failures in a row
 * the subject is locked for `baseSeconds`; each later lock lasts twice the one before, up to
 * `maxSeconds`. A success clears it all. Counters live in the database, so every instance
 * enforces the same lock.
 */
export type LockoutSettings = IdentitySettings['lockout'];

/** The subject of a password check: the identity, or the handle when no identity has it. */
export function lockoutSubject(identityId: string | undefined, handleKey: string): string {
  return identityId ?? `handle:${handleKey}`;
}

/** Seconds until the lock lifts, or 0 when not locked. */
export async function secondsLocked(db: Db, subject: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: signInLockouts.lockedUntil })
    .from(signInLockouts)
    .where(eq(signInLockouts.subject, subject))
    .limit(1);
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

export function lockDurationSeconds(lockCount: number, settings: LockoutSettings): number {
  return Math.min(settings.maxSeconds, settings.baseSeconds * 2 ** lockCount);
}

/**
 * Counts a failure; the one that reaches the threshold starts the next lock. Two statements,
 * each atomic: of two failures racing past the threshold only one finds the count still there,
 * so only one lock is added.
 */
export async function recordFailedCheck(
  db: Db,
  subject: string,
  now: Date,
  settings: LockoutSettings,
): Promise<void> {
  const [row] = await db
    .insert(signInLockouts)
    .values({ subject, consecutiveFailures: 1, lockCount: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: signInLockouts.subject,
      set: {
        consecutiveFailures: sql`${signInLockouts.consecutiveFailures} + 1`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row || row.consecutiveFailures < settings.threshold) return;
  const lockedUntil = new Date(now.getTime() + lockDurationSeconds(row.lockCount, settings) * 1000);
  await db
    .update(signInLockouts)
    .set({
      consecutiveFailures: 0,
      lockCount: sql`${signInLockouts.lockCount} + 1`,
      lockedUntil,
      updatedAt: now,
    })
    .where(
      and(
        eq(signInLockouts.subject, subject),
        gte(signInLockouts.consecutiveFailures, settings.threshold),
      ),
    );
}

export async function recordSuccessfulCheck(db: Db, subject: string): Promise<void> {
  await db.delete(signInLockouts).where(eq(signInLockouts.subject, subject));
}
