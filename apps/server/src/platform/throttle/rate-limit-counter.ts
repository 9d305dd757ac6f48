import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

export type RateLimitRule = {
  /** What is counted: `sign-in-attempt`, `otp-send`… */
  bucket: string;
  /** Whose count: a client address, a destination's hash, an identity. */
  key: string;
  /** Requests allowed per window; the next one is refused. */
  limit: number;
  windowSeconds: number;
};

export type RateLimitOutcome = {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
};

/**
 * Counts one request against a fixed window, in the database, so every instance shares the
 * count (ARCHITECTURE §8). One upsert does it atomically: a first request inserts the row; later
 * ones add one, or start a new window when the old one is over. Time comes from the app clock,
 * so tests move it instead of sleeping.
 */
export async function countRequest(
  db: Db,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitOutcome> {
  const windowEndsAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowOver = sql`${rateLimitCounters.windowEndsAt} <= ${at}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket: rule.bucket, key: rule.key, windowStartedAt: now, windowEndsAt, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key],
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${at} else ${rateLimitCounters.windowStartedAt} end`,
        windowEndsAt: sql`case when ${windowOver} then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  const hits = row?.hits ?? 1;
  const endsAt = row?.windowEndsAt ?? windowEndsAt;
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
  };
}
