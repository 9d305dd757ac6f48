import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import {
  afterSuccess,
  attemptsOf,
  createJobTimetable,
  errorMessageOf,
  type Runner,
  retryDueAt,
} from './job-timetable.ts';
import type { JobContext, QueueCount, RunDueReport, Scheduler } from './scheduler.ts';

/** pg-boss keeps its tables in a schema of their own, created when the scheduler starts. */
export const PG_BOSS_SCHEMA = 'pgboss';
/** Who holds a `scheduled_jobs` row while pg-boss has the job. */
const HELD_BY_PG_BOSS = 'pg-boss';

export type PgBossSchedulerOptions = {
  /** The app's Drizzle handle: jobs run their own transactions on it. */
  db: Db;
  /** The same PostgreSQL: the scheduler opens a small pool of its own on it. */
  connectionString: string;
  /** How long a run may stay active before pg-boss expires it (its process died) and retries it. */
  expireInSeconds?: number;
  /** pg-boss's own maintenance (expiring, archiving, deleting) on timers: off in tests. */
  supervise?: boolean;
  poolSize?: number;
};

/** What the timetable hands pg-boss for one due row. */
type HandedJob = {
  planJobId: string;
  key: string | null;
  runAt: string;
  payload: Record<string, unknown>;
};

/** The advisory lock key under which one instance at a time creates pg-boss's queues. */
const QUEUE_SET_UP_LOCK = 74_080_001;

type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * A row's run as pg-boss's job id: the same row due at the same time is the same job, so a
 * hand-over repeated after a crash inserts nothing (pg-boss's insert is `ON CONFLICT DO NOTHING`).
 */
export function pgBossJobIdOf(planJobId: string, runAt: Date): string {
  const hex = createHash('sha256').update(`${planJobId}@${runAt.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The PostgreSQL engine (ADR 080): our timetable decides by the injected clock what is due;
 * `runDue(now)` hands each due row to pg-boss — the row marked held and the pg-boss job inserted
 * in one transaction — and works pg-boss's queues until they are empty. pg-boss claims each job
 * for one instance (`FOR UPDATE SKIP LOCKED`), counts its retries and delays them with backoff,
 * expires a run whose process died, and records and archives every run. Its retry delay runs on
 * the database's clock; the failed run's due time by the injected clock is kept in the job's
 * output, and `runDue(now)` makes a retry fetchable once `now` has passed it (in production the
 * two clocks agree; in tests and the demo the injected one is ahead).
 */
export function createPgBossScheduler(options: PgBossSchedulerOptions): Scheduler {
  const { db } = options;
  const expireInSeconds = options.expireInSeconds ?? 300;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 3,
    application_name: 'orbit-scheduler',
  });
  // An idle client that loses its connection emits 'error'; the next query gets a fresh one.
  pool.on('error', () => {});
  const poolExecutor: SqlExecutor = { executeSql: (text, values) => pool.query(text, values) };
  const boss = new PgBoss({
    db: poolExecutor,
    schema: PG_BOSS_SCHEMA,
    supervise: options.supervise ?? false,
    schedule: false,
    migrate: true,
  });
  boss.on('error', () => {});
  const timetable = createJobTimetable(db);
  const { runners, enqueue } = timetable;
  let started: Promise<void> | undefined;
  let queuesMade = new Set<string>();
  let stopped = false;
  let settingUp: Promise<void> | undefined;

  /** Starts pg-boss (creating its schema the first time) and one queue per defined job name. */
  async function start() {
    started ??= boss.start().then(
      () => undefined,
      (error: unknown) => {
        started = undefined;
        throw error;
      },
    );
    await started;
    if ([...runners.keys()].every((name) => queuesMade.has(name))) return;
    // One set-up at a time in this instance too: each would hold a connection of the small pool.
    settingUp ??= createQueues().finally(() => {
      settingUp = undefined;
    });
    await settingUp;
  }

  async function createQueues() {
    // Instances starting together would each create the queues, and two creations at once changed
    // pg-boss's shared tables in crossing order: PostgreSQL saw a deadlock (two instances' first
    // passes at once). One instance at a time creates them (a session advisory lock on a client of
    // our own); the others find them made.
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUE_SET_UP_LOCK]);
      for (const [name, runner] of runners) {
        if (queuesMade.has(name)) continue;
        await boss.createQueue(name, { name, ...queueOptionsOf(runner) });
        queuesMade.add(name);
      }
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [QUEUE_SET_UP_LOCK]).catch(() => {});
      lock.release();
    }
  }

  async function inTransaction<T>(work: (tx: Db, executor: SqlExecutor) => Promise<T>) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(drizzle({ client }), {
        executeSql: (text, values) => client.query(text, values),
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  /** Hands the oldest due row to pg-boss; answers its queue, or null when nothing is due. */
  function handOverNext(now: Date): Promise<string | null> {
    return inTransaction(async (tx, executor) => {
      const row = await timetable.claimDue(now, {
        into: tx,
        holder: HELD_BY_PG_BOSS,
        lockedUntil: null,
      });
      if (!row) return null;
      const runner = runners.get(row.name);
      const handed: HandedJob = {
        planJobId: row.id,
        key: row.key,
        runAt: row.runAt.toISOString(),
        payload: row.payload,
      };
      await boss.send(row.name, handed, {
        id: pgBossJobIdOf(row.id, row.runAt),
        ...(row.key ? { singletonKey: row.key } : {}),
        ...(runner ? queueOptionsOf(runner) : {}),
        db: executor,
      });
      return row.name;
    });
  }

  /** Makes fetchable the retries whose backoff has passed by the injected clock. */
  async function releaseRetries(now: Date) {
    await pool.query(
      `UPDATE ${PG_BOSS_SCHEMA}.job SET start_after = now() - interval '1 second'
        WHERE name = ANY($1) AND state = 'retry' AND start_after > now()
          AND (output->>'retryDueAt')::timestamptz <= $2`,
      [[...runners.keys()], now.toISOString()],
    );
  }

  /**
   * Settles the rows pg-boss gave up on by itself. Its maintenance fails a run that stayed active
   * past its expiry (its process died) and, on the last attempt, does not retry it; nothing of ours
   * ran to write the row's outcome, so the row would stay held for ever. A held row whose pg-boss
   * jobs (live or archived) hold nothing live and whose latest failed is failed too, with pg-boss's
   * message. A run that was only slow and ends after this loses its outcome to the expiry, as it
   * does in pg-boss: expiry is where both say the run is over.
   */
  async function settleAbandoned(now: Date) {
    const { rows } = await pool.query<{ id: string; attempts: number; message: string | null }>(
      `SELECT held.id, latest.retry_count + 1 AS attempts, latest.message
         FROM scheduled_jobs held
         CROSS JOIN LATERAL (
           SELECT runs.state, runs.retry_count,
                  coalesce(runs.output->>'message', runs.output->'value'->>'message') AS message
             FROM (SELECT state, retry_count, output, created_on, completed_on FROM ${PG_BOSS_SCHEMA}.job
                    WHERE name = held.name AND data->>'planJobId' = held.id
                   UNION ALL
                   SELECT state, retry_count, output, created_on, completed_on FROM ${PG_BOSS_SCHEMA}.archive
                    WHERE name = held.name AND data->>'planJobId' = held.id) runs
            ORDER BY runs.state < 'completed' DESC, runs.created_on DESC, runs.completed_on DESC NULLS FIRST
            LIMIT 1) latest
        WHERE held.status = 'running' AND held.locked_by = $1 AND held.name = ANY($2)
          AND latest.state = 'failed'`,
      [HELD_BY_PG_BOSS, [...runners.keys()]],
    );
    for (const row of rows) {
      await timetable.settle(row.id, HELD_BY_PG_BOSS, {
        status: 'failed',
        attempts: row.attempts,
        lastError: row.message ?? 'pg-boss gave the run up',
        finishedAt: now,
      });
    }
  }

  /** Fetches and runs one job of a queue; answers what ran, or null when the queue had none. */
  async function workOne(name: string, now: Date) {
    const runner = runners.get(name);
    if (!runner) return null;
    const [job] = await boss.fetch<HandedJob>(name, { batchSize: 1, includeMetadata: true });
    if (!job) return null;
    const { planJobId, payload } = job.data;
    // A retry is due, as in-process, at its backoff's end by the injected clock (kept in the
    // failed run's output): it runs for that time.
    const retryAt = (job.output as { retryDueAt?: unknown } | null)?.retryDueAt;
    const runAt = new Date(
      job.retryCount > 0 && typeof retryAt === 'string' ? retryAt : job.data.runAt,
    );
    const attempt = job.retryCount + 1;
    const context: JobContext = { db, runAt, now, attempt, jobId: planJobId, enqueue };
    const previous = payload.previousRunAt;
    let outcome: RunDueReport['ran'][number]['outcome'];
    try {
      await runner.run(payload, context, typeof previous === 'string' ? new Date(previous) : null);
      outcome = 'done';
      await inTransaction(async (tx, executor) => {
        await boss.complete(name, job.id, {}, { db: executor });
        await timetable.settle(
          planJobId,
          HELD_BY_PG_BOSS,
          { attempts: attempt, ...afterSuccess({ runAt }, runner, now) },
          tx,
        );
      });
    } catch (error) {
      const lastError = errorMessageOf(error);
      const exhausted = attempt >= attemptsOf(runner);
      outcome = exhausted ? 'failed' : 'retry';
      await inTransaction(async (tx, executor) => {
        const nextAt = retryDueAt(runner, runAt, now, attempt);
        await boss.fail(
          name,
          job.id,
          { message: lastError, retryDueAt: nextAt.toISOString() },
          { db: executor },
        );
        await timetable.settle(
          planJobId,
          HELD_BY_PG_BOSS,
          exhausted
            ? { status: 'failed', attempts: attempt, lastError, finishedAt: now }
            : // Still pg-boss's until its retry runs: held, with what went wrong.
              {
                status: 'running',
                attempts: attempt,
                lastError,
                lockedBy: HELD_BY_PG_BOSS,
                runAt: nextAt,
              },
          tx,
        );
      });
    }
    return { id: planJobId, name, key: job.data.key, runAt: runAt.toISOString(), outcome };
  }

  return {
    engine: 'pg-boss',
    define: timetable.define,
    defineRecurring: timetable.defineRecurring,
    enqueue,
    // pg-boss starts (its schema, its queues) at the first pass, not here: the app's start and
    // readiness never wait on its set-up, and a pass that cannot reach the database tries again.
    prepare: timetable.ensureRecurringRows,
    async runDue(now, { maxJobs = 10_000 } = {}) {
      await start();
      await timetable.ensureRecurringRows(now);
      await releaseRetries(now);
      await settleAbandoned(now);
      const report: RunDueReport = { ran: [] };
      // One due row at a time, oldest first, then its queue: jobs run in the timetable's order.
      while (report.ran.length < maxJobs) {
        const name = await handOverNext(now);
        if (name) {
          const ran = await workOne(name, now);
          if (ran) report.ran.push(ran);
          continue;
        }
        // Nothing left to hand over: what is still in the queues (released retries, jobs another
        // instance handed over) is worked too.
        let found = false;
        for (const queue of runners.keys()) {
          const ran = await workOne(queue, now);
          if (ran) {
            report.ran.push(ran);
            found = true;
            break;
          }
        }
        if (!found) break;
      }
      return report;
    },
    async queues() {
      if (queuesMade.size === 0) return [];
      const { rows } = await pool.query<{ name: string; state: string; count: string }>(
        `SELECT name, state::text AS state, count(*) AS count FROM ${PG_BOSS_SCHEMA}.job
          WHERE name = ANY($1) GROUP BY name, state
         UNION ALL
         SELECT name, 'archived' AS state, count(*) AS count FROM ${PG_BOSS_SCHEMA}.archive
          WHERE name = ANY($1) GROUP BY name
         ORDER BY name, state`,
        [[...runners.keys()]],
      );
      return rows.map((row): QueueCount => ({ ...row, count: Number(row.count) }));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (started) await boss.stop({ graceful: true, close: false, timeout: 5_000 });
      queuesMade = new Set();
      await pool.end();
    },
  };

  function queueOptionsOf(runner: Runner) {
    return {
      retryLimit: attemptsOf(runner) - 1,
      retryDelay: runner.retry.backoffSeconds,
      retryBackoff: true,
      expireInSeconds,
    };
  }
}
