import { LPZ_MAX_FAILURES_PER_HOUR } from '@orbit/domain';
import { and, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { countRequest } from '../../platform/throttle/rate-limit-counter.ts';

/**
 * Failed LPZ verifications (last name, phone, zip), counted per care session and per account
 * in the shared counters so every instance agrees. Only failures count: a customer who gets it
 * right is never slowed down. Per account too, so a guesser cannot start a new session for every
 * five guesses at one account.
 */
const WINDOW_SECONDS = 3600;
const BY_SESSION = 'lpz-failures-by-session';
const BY_ACCOUNT = 'lpz-failures-by-account';

export type LpzSubject = { careSessionId: string; accountNumber: string };

function rulesOf(subject: LpzSubject) {
  return [
    { bucket: BY_SESSION, key: subject.careSessionId },
    { bucket: BY_ACCOUNT, key: subject.accountNumber },
  ].map((rule) => ({ ...rule, limit: LPZ_MAX_FAILURES_PER_HOUR, windowSeconds: WINDOW_SECONDS }));
}

/** 429 RATE_LIMIT_EXCEEDED (with Retry-After) once five failures were counted within the hour. */
export async function refuseWhileLockedOut(db: Db, subject: LpzSubject, now: Date): Promise<void> {
  const rules = rulesOf(subject);
  const rows = await db
    .select()
    .from(rateLimitCounters)
    .where(
      and(
        or(
          ...rules.map((rule) =>
            and(eq(rateLimitCounters.bucket, rule.bucket), eq(rateLimitCounters.key, rule.key)),
          ),
        ),
        gt(rateLimitCounters.windowEndsAt, now),
      ),
    );
  const spent = rows.filter((row) => row.hits >= LPZ_MAX_FAILURES_PER_HOUR);
  if (spent.length === 0) return;
  const lifts = Math.max(...spent.map((row) => row.windowEndsAt.getTime()));
  throw new AppError('RATE_LIMIT_EXCEEDED', 'LPZ verification locked out', {
    retryAfterSeconds: Math.max(1, Math.ceil((lifts - now.getTime()) / 1000)),
  });
}

export async function countLpzFailure(db: Db, subject: LpzSubject, now: Date): Promise<void> {
  for (const rule of rulesOf(subject)) await countRequest(db, rule, now);
}
