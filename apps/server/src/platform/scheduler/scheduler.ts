import type { Db } from '../../db/client.ts';

/**
 * The scheduler's contract (ADR 074, 080). What is due when is kept in `scheduled_jobs` and
 * decided by the injected clock; `runDue(now)` runs, in `runAt` order, every job due at `now`:
 * tests and the demo clock call it with the time they moved to, and in production a timer calls
 * it with the clock's time every SCHEDULER_POLL_SECONDS. Two engines run the same definitions:
 * on PostgreSQL each due job is handed to pg-boss, which claims it for one instance, retries it
 * with backoff, expires and archives it; on the embedded PGlite this process claims and runs it.
 */

/** What a job's run is given. */
export type JobContext = {
  /** The scheduler's database (not a transaction: a job opens its own). */
  db: Db;
  /**
   * When the job was due: the moment whose business it does (a period charge is dated by it, a
   * daily sweep looks at that day). Tests moving the clock a year run each job at its own time.
   */
  runAt: Date;
  /** The time `runDue` was called with (never earlier than `runAt`). */
  now: Date;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  jobId: string;
  /** Enqueues a follow-up job (a retry of a charge, a notice). */
  enqueue: Scheduler['enqueue'];
};

export type RetryPolicy = {
  /** How many runs in all before the job is marked failed. */
  attempts: number;
  /** The first retry waits this long; each next one twice as long. */
  backoffSeconds: number;
};

export type JobDefinition<P extends Record<string, unknown>> = {
  /** A dotted name, `<capability>.<what>`: `billing.period-sweep`, `dunning.retry`. */
  name: string;
  run(payload: P, context: JobContext): Promise<void>;
  retry?: RetryPolicy;
};

export type RecurringJobDefinition = {
  name: string;
  intervalSeconds: number;
  /**
   * True: after a run due at T, the next is due at T + interval even if that is already past, so
   * a clock moved a month runs a daily job once for each day, in order (the billing sweep).
   * False: the next is due an interval after `now` (a purge needs no catching up).
   */
  catchUp: boolean;
  /** `previousRunAt` is null on the job's very first run. */
  run(context: JobContext & { previousRunAt: Date | null }): Promise<void>;
  retry?: RetryPolicy;
};

export type EnqueueOptions = {
  runAt: Date;
  /**
   * Dedupe key: at most one job of this name and key ever exists; enqueueing it again does
   * nothing and answers `enqueued: false`. Derive it from what makes the job unique
   * (`<subscriptionId>:<periodStart>:<attempt>`).
   */
  key?: string;
};

export type RunDueReport = {
  /** The jobs run, in the order they ran. */
  ran: {
    id: string;
    name: string;
    key: string | null;
    runAt: string;
    outcome: 'done' | 'retry' | 'failed';
  }[];
};

/** How many jobs of a queue are in a state (pg-boss: created, retry, active, completed…). */
export type QueueCount = { name: string; state: string; count: number };

export interface Scheduler {
  /** Which engine runs the jobs: pg-boss on PostgreSQL, in-process on PGlite (ADR 080). */
  readonly engine: 'pg-boss' | 'in-process';
  define<P extends Record<string, unknown>>(definition: JobDefinition<P>): void;
  defineRecurring(definition: RecurringJobDefinition): void;
  /**
   * Stores a job. Pass the transaction that writes what the job follows from (an invoice, a
   * declined charge) so the job exists if and only if that commits.
   */
  enqueue<P extends Record<string, unknown>>(
    name: string,
    payload: P,
    options: EnqueueOptions,
    db?: Db,
  ): Promise<{ jobId: string | null; enqueued: boolean }>;
  /**
   * Stores each recurring job's row, first due at `now`, unless the database has it already
   * (the app calls it when ready; runDue calls it too).
   */
  prepare(now: Date): Promise<void>;
  /** Runs every defined job due at `now`, one at a time, oldest due first. */
  runDue(now: Date, options?: { maxJobs?: number }): Promise<RunDueReport>;
  /** The engine's queues by state (pg-boss's job table and archive; none in-process). */
  queues(): Promise<QueueCount[]>;
  /** Lets running jobs finish and releases the engine's connections (the app's close). */
  stop(): Promise<void>;
}
