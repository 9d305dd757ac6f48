import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import { newId } from '../ids.ts';
import type {
  JobContext,
  JobDefinition,
  RecurringJobDefinition,
  RetryPolicy,
  RunDueReport,
  Scheduler,
} from './scheduler.ts';

/** The key of a recurring job's one row. */
const RECURRING_KEY = 'recurring';
const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffSeconds: 60 };
/** A recurring job is never given up: it is retried with backoff capped at its interval. */
const RECURRING_ATTEMPTS = 1_000_000;

export type DatabaseSchedulerOptions = {
  db: Db;
  /** How long a claim is held before another instance may take the job over (its holder died). */
  leaseSeconds?: number;
  /** Names this instance in `locked_by` (the status page shows who runs what). */
  instanceName?: string;
};

type Runner = {
  run(
    payload: Record<string, unknown>,
    context: JobContext,
    previousRunAt: Date | null,
  ): Promise<void>;
  retry: RetryPolicy;
  recurring: { intervalSeconds: number; catchUp: boolean } | null;
};

const addSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** The wait before retry `attempt + 1`: backoff, doubled for each earlier retry. */
export function backoffAfter(retry: RetryPolicy, attempt: number): number {
  return retry.backoffSeconds * 2 ** Math.max(0, attempt - 1);
}

/**
 * The scheduler over the `scheduled_jobs` table, on PostgreSQL and on the embedded PGlite alike
 * (ADR 074): a due job is claimed by one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
 * LOCKED)`, so two instances never claim the same row; the claim carries a lease, and a job
 * whose lease passed without an outcome (its process died) is due again.
 */
export function createDatabaseScheduler(options: DatabaseSchedulerOptions): Scheduler {
  const { db } = options;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const instance = options.instanceName ?? `instance-${randomBytes(4).toString('hex')}`;
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
        maxAttempts: runner?.retry.attempts ?? DEFAULT_RETRY.attempts,
        createdAt: runAt,
      })
      .onConflictDoNothing({ target: [scheduledJobs.name, scheduledJobs.key] })
      .returning({ id: scheduledJobs.id });
    return { jobId: row?.id ?? null, enqueued: row !== undefined };
  };

  /** Each recurring job's row, due at once the first time this database sees it. */
  async function ensureRecurringRows(now: Date) {
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
  }

  async function claimNext(now: Date) {
    const names = [...runners.keys()];
    if (names.length === 0) return undefined;
    const due = db
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
    const [claimed] = await db
      .update(scheduledJobs)
      .set({
        status: 'running',
        lockedBy: instance,
        lockedUntil: addSeconds(now, leaseSeconds),
        attempts: sql`${scheduledJobs.attempts} + 1`,
      })
      .where(inArray(scheduledJobs.id, due))
      .returning();
    return claimed;
  }

  /** Writes the outcome only while this instance still holds the job. */
  async function settle(id: string, values: Partial<typeof scheduledJobs.$inferInsert>) {
    await db
      .update(scheduledJobs)
      .set({ lockedBy: null, lockedUntil: null, ...values })
      .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.lockedBy, instance)));
  }

  return {
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
    enqueue,
    prepare: ensureRecurringRows,
    async runDue(now, { maxJobs = 10_000 } = {}) {
      await ensureRecurringRows(now);
      const report: RunDueReport = { ran: [] };
      while (report.ran.length < maxJobs) {
        const job = await claimNext(now);
        if (!job) break;
        const runner = runners.get(job.name);
        if (!runner) break;
        const previous = job.payload.previousRunAt;
        const previousRunAt = typeof previous === 'string' ? new Date(previous) : null;
        const context: JobContext = {
          db,
          runAt: job.runAt,
          now,
          attempt: job.attempts,
          jobId: job.id,
          enqueue,
        };
        let outcome: RunDueReport['ran'][number]['outcome'];
        try {
          await runner.run(job.payload, context, previousRunAt);
          outcome = 'done';
          if (runner.recurring) {
            const interval = runner.recurring.intervalSeconds;
            const next = addSeconds(job.runAt, interval);
            await settle(job.id, {
              status: 'queued',
              attempts: 0,
              lastError: null,
              payload: { previousRunAt: job.runAt.toISOString() },
              runAt: runner.recurring.catchUp || next > now ? next : addSeconds(now, interval),
              finishedAt: now,
            });
          } else {
            await settle(job.id, { status: 'done', lastError: null, finishedAt: now });
          }
        } catch (error) {
          const lastError = error instanceof Error ? error.message : String(error);
          const exhausted = job.attempts >= job.maxAttempts;
          outcome = exhausted ? 'failed' : 'retry';
          let wait = backoffAfter(runner.retry, job.attempts);
          if (runner.recurring) wait = Math.min(wait, runner.recurring.intervalSeconds);
          await settle(
            job.id,
            exhausted
              ? { status: 'failed', lastError, finishedAt: now }
              : // A retry is due after its backoff, counted from the later of when it was due and now.
                {
                  status: 'queued',
                  lastError,
                  runAt: addSeconds(new Date(Math.max(job.runAt.getTime(), now.getTime())), wait),
                },
          );
        }
        report.ran.push({
          id: job.id,
          name: job.name,
          key: job.key,
          runAt: job.runAt.toISOString(),
          outcome,
        });
      }
      return report;
    },
  };
}
