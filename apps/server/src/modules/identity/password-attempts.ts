import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { IdentitySettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters, signInLockouts } from '../../db/schema/index.ts';
import { countRequest } from '../../platform/throttle/rate-limit-counter.ts';

/**
 * The counters behind password checks (ADR 024), in the database so every instance agrees:
 * - a subject's failures in a row from anywhere (`sign_in_lockouts`, subject = the identity, or
 *   `handle:<key>` for a handle nobody has, so both are counted alike);
 * - a (subject, client address) pair's failures in a row and until when it must wait (the same
 *   table, subject `pair:<subject>|<address>`);
 * - an address's failures over every handle in the hour (`rate_limit_counters`).
 */
export type PasswordGuardSettings = IdentitySettings['passwordGuard'];

const ADDRESS_FAILURES = 'password-failure-address';
const HOUR_SECONDS = 3600;

/** The subject of a password check: the identity, or the handle when no identity has it. */
export function passwordSubject(identityId: string | undefined, handleKey: string): string {
  return identityId ?? `handle:${handleKey}`;
}

export function pairSubject(subject: string, clientAddress: string): string {
  return `pair:${subject}|${clientAddress}`;
}

/** How long a pair waits after its `failures`-th failure in a row: base, doubling, capped. */
export function delayAfterFailures(failures: number, settings: PasswordGuardSettings): number {
  if (failures <= 0) return 0;
  return Math.min(settings.delayMaxSeconds, settings.delayBaseSeconds * 2 ** (failures - 1));
}

/**
 * Takes the pair's turn: one atomic upsert that succeeds only when the pair is not waiting, and
 * makes it wait as long as its next failure would ask, so concurrent tries from one address are
 * taken one at a time. A success (or a refusal before the password) gives the turn back.
 * @returns 0 when the turn is taken, else the seconds left to wait.
 */
export async function takePairTurn(
  db: Db,
  pair: string,
  now: Date,
  settings: PasswordGuardSettings,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const nextDelay = sql`least(${settings.delayMaxSeconds}, ${settings.delayBaseSeconds} * power(2, ${signInLockouts.consecutiveFailures}))`;
  const taken = await db
    .insert(signInLockouts)
    .values({
      subject: pair,
      consecutiveFailures: 0,
      lockCount: 0,
      lockedUntil: new Date(now.getTime() + settings.delayBaseSeconds * 1000),
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: signInLockouts.subject,
      set: {
        lockedUntil: sql`${at} + make_interval(secs => ${nextDelay})`,
        updatedAt: now,
      },
      setWhere: or(isNull(signInLockouts.lockedUntil), lte(signInLockouts.lockedUntil, now)),
    })
    .returning({ subject: signInLockouts.subject });
  if (taken.length > 0) return 0;
  const [row] = await db
    .select({ lockedUntil: signInLockouts.lockedUntil })
    .from(signInLockouts)
    .where(eq(signInLockouts.subject, pair));
  const until = row?.lockedUntil?.getTime() ?? now.getTime();
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/** Gives the turn back when the password was never checked (a human check was missing). */
export async function giveBackPairTurn(db: Db, pair: string, now: Date): Promise<void> {
  await db.update(signInLockouts).set({ lockedUntil: now }).where(eq(signInLockouts.subject, pair));
}

/** Whether a human check must come before the password: failures of the subject or the address. */
export async function needsHumanCheck(
  db: Db,
  subject: string,
  clientAddress: string | undefined,
  now: Date,
  settings: PasswordGuardSettings,
): Promise<boolean> {
  const [subjectRow] = await db
    .select({ failures: signInLockouts.consecutiveFailures })
    .from(signInLockouts)
    .where(eq(signInLockouts.subject, subject));
  if ((subjectRow?.failures ?? 0) >= settings.checkAfterHandleFailures) return true;
  if (clientAddress === undefined) return false;
  const [addressRow] = await db
    .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(
      and(eq(rateLimitCounters.bucket, ADDRESS_FAILURES), eq(rateLimitCounters.key, clientAddress)),
    );
  const current = addressRow && addressRow.windowEndsAt.getTime() > now.getTime();
  return current ? addressRow.hits >= settings.checkAfterAddressFailuresPerHour : false;
}

/** Counts a wrong password against the subject, the pair (whose wait is already set) and the address. */
export async function recordWrongPassword(
  db: Db,
  keys: { subject: string; pair: string | undefined; clientAddress: string | undefined },
  now: Date,
): Promise<void> {
  const subjects = keys.pair ? [keys.subject, keys.pair] : [keys.subject];
  for (const subject of subjects) {
    await db
      .insert(signInLockouts)
      .values({ subject, consecutiveFailures: 1, lockCount: 0, updatedAt: now })
      .onConflictDoUpdate({
        target: signInLockouts.subject,
        set: {
          consecutiveFailures: sql`${signInLockouts.consecutiveFailures} + 1`,
          updatedAt: now,
        },
      });
  }
  if (keys.clientAddress !== undefined) {
    await countRequest(
      db,
      { bucket: ADDRESS_FAILURES, key: keys.clientAddress, limit: 0, windowSeconds: HOUR_SECONDS },
      now,
    );
  }
}

/** The right password: the subject's failures (and this pair's wait) are forgotten. */
export async function recordRightPassword(
  db: Db,
  subject: string,
  pair: string | undefined,
): Promise<void> {
  await db
    .delete(signInLockouts)
    .where(inArray(signInLockouts.subject, pair ? [subject, pair] : [subject]));
}
