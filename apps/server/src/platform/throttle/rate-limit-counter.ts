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

/** What `countRequestsBehind` counted: the gate's outcome, then the others' (when the gate let it by). */
export type GatedOutcomes = { gate: RateLimitOutcome; behind: RateLimitOutcome[] };

type CountedRow = { part: 'gate' | 'behind'; bucket: string; hits: number; ends_at_ms: number };

/** Starts a new window once the stored one is over, else adds one (`excluded` is the new row). */
const windowedHit = sql`
  hits = case when c.window_ends_at <= excluded.window_started_at then 1 else c.hits + 1 end,
  window_started_at = case when c.window_ends_at <= excluded.window_started_at
    then excluded.window_started_at else c.window_started_at end,
  window_ends_at = case when c.window_ends_at <= excluded.window_started_at
    then excluded.window_ends_at else c.window_ends_at end`;

const windowEndOf = (rule: RateLimitRule, now: Date) =>
  new Date(now.getTime() + rule.windowSeconds * 1000).toISOString();

/**
 * Counts one request against `gate` and, only when the gate lets it through, against each rule
 * `behind` it, in one statement (a lookup's address budget, then its subject's: a request the
 * address budget refuses spends nobody else's). Same windows and atomic upserts as
 * `countRequest`; the rules behind must name different buckets.
 */
export async function countRequestsBehind(
  db: Db,
  gate: RateLimitRule,
  behind: readonly RateLimitRule[],
  now: Date,
): Promise<GatedOutcomes> {
  const at = now.toISOString();
  const followers = behind.length
    ? sql`insert into rate_limit_counters as c (bucket, key, window_started_at, window_ends_at, hits)
        select f.bucket, f.key, ${at}::timestamptz, f.ends_at, 1
        from (values ${sql.join(
          behind.map(
            (rule) => sql`(${rule.bucket}::text, ${rule.key}::text,
              ${windowEndOf(rule, now)}::timestamptz)`,
          ),
          sql`, `,
        )}) as f(bucket, key, ends_at)
        where (select hits from gate) <= ${gate.limit}::int
        on conflict (bucket, key) do update set ${windowedHit}
        returning c.bucket, c.hits, c.window_ends_at`
    : sql`select null::text as bucket, 0 as hits, null::timestamptz as window_ends_at where false`;
  const result = await db.execute(sql`
    with gate as (
      insert into rate_limit_counters as c (bucket, key, window_started_at, window_ends_at, hits)
      values (${gate.bucket}, ${gate.key}, ${at}::timestamptz,
        ${windowEndOf(gate, now)}::timestamptz, 1)
      on conflict (bucket, key) do update set ${windowedHit}
      returning c.bucket, c.hits, c.window_ends_at
    ),
    behind as (${followers})
    select 'gate' as part, bucket, hits,
      (extract(epoch from window_ends_at) * 1000)::float8 as ends_at_ms from gate
    union all
    select 'behind', bucket, hits, (extract(epoch from window_ends_at) * 1000)::float8 from behind
  `);
  const rows = (result as unknown as { rows: CountedRow[] }).rows;
  const outcomeOf = (rule: RateLimitRule, row: CountedRow | undefined): RateLimitOutcome => {
    const hits = Number(row?.hits ?? 1);
    const endsAtMs = row ? Number(row.ends_at_ms) : now.getTime() + rule.windowSeconds * 1000;
    return {
      allowed: hits <= rule.limit,
      hits,
      retryAfterSeconds: Math.max(1, Math.ceil((endsAtMs - now.getTime()) / 1000)),
    };
  };
  const gateOutcome = outcomeOf(
    gate,
    rows.find((row) => row.part === 'gate'),
  );
  return {
    gate: gateOutcome,
    behind: gateOutcome.allowed
      ? behind.map((rule) =>
          outcomeOf(
            rule,
            rows.find((row) => row.part === 'behind' && row.bucket === rule.bucket),
          ),
        )
      : [],
  };
}
