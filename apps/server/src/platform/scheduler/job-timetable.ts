import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ScheduledJobRow, scheduledJobs } from '../../db/schema/index.ts';
import { newId } from '../ids.ts';
import type {
  JobContext,
  JobDefinition,
  RecurringJobDefinition,
  RetryPolicy,
  Scheduler,
} from './scheduler.ts';

/** The key of a recurring job's one row. */
export const RECURRING_KEY = 'recurring';
const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffSeconds: 60 };
/** A recurring job is never given up: it is retried with backoff capped at its interval. */
const RECURRING_ATTEMPTS = 1_000_000;

/** What a defined job name runs, and how it is retried and repeated. */
export type Runner = {
  run(
    payload: Record<string, unknown>,
    context: JobContext,
    previousRunAt: Date | null,
  ): Promise<void>;
  retry: RetryPolicy;
  recurring: { intervalSeconds: number; catchUp: boolean } | null;
};

export const addSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** The wait before retry `attempt + 1`: backoff, doubled for each earlier retry. */
export function backoffAfter(retry: RetryPolicy, attempt: number): number {
  return retry.backoffSeconds * 2 ** Math.max(0, attempt - 1);
}

/** How many runs a job of this runner gets in all (a recurring job: for ever, in effect). */
export const attemptsOf = (runner: Runner) =>
  runner.recurring ? RECURRING_ATTEMPTS : runner.retry.attempts;

/**
 * When a failed run is due again by the injected clock: its backoff (capped at a recurring job's
 * interval), counted from the later of when it was due and now.
 */
export function retryDueAt(runner: Runner, runAt: Date, now: Date, attempt: number): Date {
  let wait = backoffAfter(runner.retry, attempt);
  if (runner.recurring) wait = Math.min(wait, runner.recurring.intervalSeconds);
  return addSeconds(new Date(Math.max(runAt.getTime(), now.getTime())), wait);
}

/** The row's next state after a run that went through: done, or a recurring job's next run. */
export function afterSuccess(
  job: Pick<ScheduledJobRow, 'runAt'>,
  runner: Runner,
  now: Date,
): Partial<typeof scheduledJobs.$inferInsert> {
  if (!runner.recurring) return { status: 'done', lastError: null, finishedAt: now };
  const interval = runner.recurring.intervalSeconds;
  const next = addSeconds(job.runAt, interval);
  return {
    status: 'queued',
    attempts: 0,
    lastError: null,
    payload: { previousRunAt: job.runAt.toISOString() },
    runAt: runner.recurring.catchUp || next > now ? next : addSeconds(now, interval),
    finishedAt: now,
  };
}

export const previousRunOf = (payload: Record<string, unknown>) =>
  typeof payload.previousRunAt === 'string' ? new Date(payload.previousRunAt) : null;

export const errorMessageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * The timetable both scheduler engines share (ADR 074, 080): the `scheduled_jobs` rows say what
 * is due when by the injected clock, one row per name and key, each recurring job one row whose
 * `run_at` moves on. The engines differ only in how a due row is run: in this process (PGlite),
 * or handed to pg-boss (PostgreSQL).
 */
export function createJobTimetable(db: Db) {
  const runners = new Map<string, Runner>();
  let recurringRowsEnsured = false;

  const enqueue: Scheduler['enqueue'] = async (name, payload, { runAt, key }, into = db) => {
    const runner = runners.get(name);
    const [row] = await into
      .insert(scheduledJobs)
      .values({
        id: newId('scheduledJob', runAt),
        name,
        key: key ?? null,
        payload,
        runAt,
        status: 'queued',
        maxAttempts: runner ? attemptsOf(runner) : DEFAULT_RETRY.attempts,
        createdAt: runAt,
      })
      .onConflictDoNothing({ target: [scheduledJobs.name, scheduledJobs.key] })
      .returning({ id: scheduledJobs.id });
    return { jobId: row?.id ?? null, enqueued: row !== undefined };
  };

  return {
    runners,
    enqueue,
    define<P extends Record<string, unknown>>(definition: JobDefinition<P>) {
      runners.set(definition.name, {
        run: (payload, context) => definition.run(payload as P, context),
        retry: definition.retry ?? DEFAULT_RETRY,
        recurring: null,
      });
    },
    defineRecurring(definition: RecurringJobDefinition) {
      runners.set(definition.name, {
        run: (_payload, context, previousRunAt) => definition.run({ ...context, previousRunAt }),
        retry: definition.retry ?? DEFAULT_RETRY,
        recurring: { intervalSeconds: definition.intervalSeconds, catchUp: definition.catchUp },
      });
      recurringRowsEnsured = false;
    },

    /** Each recurring job's row, due at once the first time this database sees it. */
    async ensureRecurringRows(now: Date) {
      if (recurringRowsEnsured) return;
      for (const [name, runner] of runners) {
        if (!runner.recurring) continue;
        await db
          .insert(scheduledJobs)
          .values({
            id: newId('scheduledJob', now),
            name,
            key: RECURRING_KEY,
            payload: { previousRunAt: null },
            runAt: now,
            status: 'queued',
            maxAttempts: RECURRING_ATTEMPTS,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [scheduledJobs.name, scheduledJobs.key] });
      }
      recurringRowsEnsured = true;
    },

    /**
     * Claims the oldest row due at `now` — queued and due, or held by a lease that passed (its
     * holder died) — with one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, so two
     * instances never claim the same row. `holder` and `lockedUntil` say who holds it until when.
     */
    async claimDue(
      now: Date,
      claim: { into?: Db; holder: string; lockedUntil: Date | null },
    ): Promise<ScheduledJobRow | undefined> {
      const names = [...runners.keys()];
      if (names.length === 0) return undefined;
      const into = claim.into ?? db;
      const due = into
        .select({ id: scheduledJobs.id })
        .from(scheduledJobs)
        .where(
          and(
            inArray(scheduledJobs.name, names),
            or(
              and(eq(scheduledJobs.status, 'queued'), lte(scheduledJobs.runAt, now)),
              and(eq(scheduledJobs.status, 'running'), lte(scheduledJobs.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [claimed] = await into
        .update(scheduledJobs)
        .set({
          status: 'running',
          lockedBy: claim.holder,
          lockedUntil: claim.lockedUntil,
          attempts: sql`${scheduledJobs.attempts} + 1`,
        })
        .where(inArray(scheduledJobs.id, due))
        .returning();
      return claimed;
    },

    /** Writes a row's outcome, only while `holder` still holds it. */
    async settle(
      id: string,
      holder: string,
      values: Partial<typeof scheduledJobs.$inferInsert>,
      into: Db = db,
    ) {
      await into
        .update(scheduledJobs)
        .set({ lockedBy: null, lockedUntil: null, ...values })
        .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.lockedBy, holder)));
    },
  };
}

export type JobTimetable = ReturnType<typeof createJobTimetable>;
