import { LPZ_MAX_FAILURES_PER_HOUR } from '@orbit/domain';
import { and, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  type HumanCheckDemand,
  requireDemandedHumanCheck,
} from '../../platform/throttle/human-check-beyond-limit.ts';
import { countRequest } from '../../platform/throttle/rate-limit-counter.ts';

/**
 * Failed LPZ verifications (last name, phone, zip), counted per care session and per account
 * in the shared counters so every instance agrees. Only failures count: a customer who gets it
 * right is never slowed down.
 *
 * Five failures in one care session stop that session for the hour (429): it is the guesser's
 * own. Five failures on one account from any sessions do not lock the account, since anyone
 * could spend them to lock its owner out: every further attempt on it within the hour needs a
 * solved human check, so a person gets through and a script starting a new session for every
 * five guesses pays a proof of work per guess.
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

/**
 * Before an attempt is compared: 429 RATE_LIMIT_EXCEEDED (with Retry-After) once the session
 * failed five times within the hour; CAPTCHA_REQUIRED, unless the request's proof is good, once
 * the account did.
 */
export async function requireLpzAttemptAllowed(
  db: Db,
  subject: LpzSubject,
  now: Date,
  humanCheck: HumanCheckDemand,
): Promise<void> {
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
  const spent = (bucket: string) =>
    rows.find((row) => row.bucket === bucket && row.hits >= LPZ_MAX_FAILURES_PER_HOUR);
  const session = spent(BY_SESSION);
  if (session) {
    throw new AppError('RATE_LIMIT_EXCEEDED', 'LPZ verification locked out for this session', {
      retryAfterSeconds: Math.max(
        1,
        Math.ceil((session.windowEndsAt.getTime() - now.getTime()) / 1000),
      ),
    });
  }
  if (spent(BY_ACCOUNT)) await requireDemandedHumanCheck(db, humanCheck, now);
}

export async function countLpzFailure(db: Db, subject: LpzSubject, now: Date): Promise<void> {
  for (const rule of rulesOf(subject)) await countRequest(db, rule, now);
}
