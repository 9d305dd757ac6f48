import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '../platform/errors/to-app-error.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import type { Db } from './database.ts';
import {
  CONFLICT_RETRY_POLICY,
  type ConflictRetryPolicy,
  isRetryableConflict,
  retryingConflicts,
} from './retried-transactions.ts';

/** An error as node-postgres and PGlite give it, wrapped as Drizzle wraps it. */
function databaseError(code: string): Error {
  const driver = Object.assign(new Error('driver'), { code });
  return new Error('Failed query: …', { cause: driver });
}

/** The policy with its waits noted instead of waited, and its draws fixed. */
function notedPolicy(draw = 0.5): ConflictRetryPolicy & { waits: number[] } {
  const waits: number[] = [];
  return {
    ...CONFLICT_RETRY_POLICY,
    waits,
    pause: async (ms) => {
      waits.push(ms);
    },
    random: () => draw,
  };
}

describe('retryingConflicts', () => {
  it('runs a transaction again after a deadlock or a serialization failure, waiting a jittered, doubling while', async () => {
    const policy = notedPolicy(0.5);
    const failures = [databaseError('40P01'), databaseError('40001')];
    let runs = 0;
    const result = await retryingConflicts(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'committed';
    }, policy);
    expect(result).toBe('committed');
    expect(runs).toBe(3);
    // Half to all of 10 ms, then of 20 ms: at draw 0.5, three quarters of each.
    expect(policy.waits).toEqual([7.5, 15]);
    const lowest = notedPolicy(0);
    await retryingConflicts(async () => {
      if (lowest.waits.length === 0) throw databaseError('40P01');
    }, lowest);
    expect(lowest.waits).toEqual([5]);
  });

  it('gives up after three runs and throws the last conflict, answered 503 with Retry-After', async () => {
    const policy = notedPolicy();
    let runs = 0;
    const thrown = await retryingConflicts(async () => {
      runs += 1;
      throw databaseError('40P01');
    }, policy).catch((error: unknown) => error);
    expect(runs).toBe(3);
    expect(policy.waits).toHaveLength(2);
    expect(isRetryableConflict(thrown)).toBe(true);
    const answer = toAppError(thrown);
    expect(answer.code).toBe('SERVICE_UNAVAILABLE');
    expect(answer.statusCode).toBe(503);
    expect(answer.retryAfterSeconds).toBe(1);
  });

  it('runs once what failed for another reason: a unique key taken, a refusal, a lost connection', async () => {
    for (const failure of [
      databaseError('23505'),
      databaseError('25P02'),
      new Error('order refused'),
      databaseError('ECONNRESET'),
    ]) {
      let runs = 0;
      await expect(
        retryingConflicts(async () => {
          runs += 1;
          throw failure;
        }, notedPolicy()),
      ).rejects.toBe(failure);
      expect(runs).toBe(1);
      expect(isRetryableConflict(failure)).toBe(false);
    }
  });
});

describe("the server's transactions, on the test database", () => {
  let test: TestDatabase;
  let db: Db;
  const rowsOf = async (table: string) =>
    rowsIn<{ n: number }>(db, `select n from ${table} order by n`).then((rows) =>
      rows.map((row) => Number(row.n)),
    );

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.database.db;
    await db.execute(sql`create table conflict_probe (n integer primary key)`);
    await db.execute(sql`create table conflict_pair (n integer primary key, moved integer)`);
    await db.execute(sql`insert into conflict_pair (n, moved) values (1, 0), (2, 0)`);
  });
  afterAll(() => test.dispose());

  it('retries one that PostgreSQL ended with a conflict, and keeps nothing of the run that lost', async () => {
    let runs = 0;
    await db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into conflict_probe (n) values (${runs})`);
      if (runs === 1) {
        await tx.execute(
          sql.raw(`do $$ begin raise exception 'lost' using errcode = '40P01'; end $$`),
        );
      }
    });
    expect(runs).toBe(2);
    // The first run's row went with its rollback: one row, the second run's.
    expect(await rowsOf('conflict_probe')).toEqual([2]);
  });

  it('answers one that loses every run with the retryable error, and writes none of it', async () => {
    let runs = 0;
    const thrown = await db
      .transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`insert into conflict_probe (n) values (${100 + runs})`);
        await tx.execute(
          sql.raw(`do $$ begin raise exception 'lost' using errcode = '40001'; end $$`),
        );
      })
      .catch((error: unknown) => error);
    expect(runs).toBe(3);
    expect(toAppError(thrown)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    expect(await rowsOf('conflict_probe')).toEqual([2]);
  });

  it('brings two transactions locking the same two rows in opposite order to an end, both committed', async () => {
    const opposite = [
      [1, 2],
      [2, 1],
    ] as const;
    const runs = [0, 0];
    if (test.database.kind === 'pglite') {
      // One connection runs one transaction at a time: the second begins once the first
      // committed, so the two never wait on each other and neither is retried.
      await Promise.all(
        opposite.map((order, index) =>
          db.transaction(async (tx) => {
            runs[index] = (runs[index] ?? 0) + 1;
            for (const n of order) {
              await tx.execute(sql`update conflict_pair set moved = moved + 1 where n = ${n}`);
            }
          }),
        ),
      );
      expect(runs).toEqual([1, 1]);
      expect(await movedOf(db)).toEqual([2, 2]);
      return;
    }
    // PostgreSQL: each takes its first row, and only then both go for the other's: a real
    // deadlock, which PostgreSQL ends by failing one of them (40P01) after deadlock_timeout.
    const endedWith: unknown[] = [];
    let firstRowsTaken = 0;
    let bothHoldOne = () => {};
    const holding = new Promise<void>((resolve) => {
      bothHoldOne = resolve;
    });
    await Promise.all(
      opposite.map((order, index) =>
        db.transaction(async (tx) => {
          runs[index] = (runs[index] ?? 0) + 1;
          const [first, second] = order;
          await tx.execute(sql`update conflict_pair set moved = moved + 1 where n = ${first}`);
          firstRowsTaken += 1;
          if (firstRowsTaken === 2) bothHoldOne();
          await holding;
          await tx
            .execute(sql`update conflict_pair set moved = moved + 1 where n = ${second}`)
            .catch((error: unknown) => {
              endedWith.push(error);
              throw error;
            });
        }),
      ),
    );
    // PostgreSQL found the deadlock and ended one of them with 40P01, once.
    expect(endedWith.map((error) => codeOf(error))).toEqual(['40P01']);
    // The one PostgreSQL ended ran again after the other committed; each counted once.
    expect([...runs].sort()).toEqual([1, 2]);
    expect(await movedOf(db)).toEqual([2, 2]);
  });
});

async function movedOf(db: Db): Promise<number[]> {
  const rows = await rowsIn<{ moved: number }>(db, 'select moved from conflict_pair order by n');
  return rows.map((row) => Number(row.moved));
}

/** The SQLSTATE under Drizzle's wrapping. */
function codeOf(error: unknown): unknown {
  return error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
}

/** The rows a statement answers, whichever driver ran it (Drizzle's type over both leaves them unknown). */
async function rowsIn<Row>(db: Db, statement: string): Promise<Row[]> {
  const result = await db.execute(sql.raw(statement));
  return (result as unknown as { rows: Row[] }).rows;
}
