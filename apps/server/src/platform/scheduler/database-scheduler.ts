import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  addSeconds,
  afterSuccess,
  createJobTimetable,
  errorMessageOf,
  previousRunOf,
  retryDueAt,
} from './job-timetable.ts';
import type { JobContext, RunDueReport, Scheduler } from './scheduler.ts';

export type DatabaseSchedulerOptions = {
  db: Db;
  /** How long a claim is held before another instance may take the job over (its holder died). */
  leaseSeconds?: number;
  /** Names this instance in `locked_by` (the status page shows who runs what). */
  instanceName?: string;
};

/**
 * The in-process engine, for the embedded PGlite (ADR 074, 080): a due row of `scheduled_jobs`
 * is claimed by this process (`FOR UPDATE SKIP LOCKED` and a lease in `locked_until`) and run
 * here; a job whose lease passed without an outcome (its process died) is due again. Retries
 * wait their backoff on the injected clock.
 */
export function createDatabaseScheduler(options: DatabaseSchedulerOptions): Scheduler {
  const { db } = options;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const instance = options.instanceName ?? `instance-${randomBytes(4).toString('hex')}`;
  const timetable = createJobTimetable(db);
  const { runners, enqueue } = timetable;

  return {
    engine: 'in-process',
    define: timetable.define,
    defineRecurring: timetable.defineRecurring,
    enqueue,
    prepare: timetable.ensureRecurringRows,
    async runDue(now, { maxJobs = 10_000 } = {}) {
      await timetable.ensureRecurringRows(now);
      const report: RunDueReport = { ran: [] };
      while (report.ran.length < maxJobs) {
        const job = await timetable.claimDue(now, {
          holder: instance,
          lockedUntil: addSeconds(now, leaseSeconds),
        });
        if (!job) break;
        const runner = runners.get(job.name);
        if (!runner) break;
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
          await runner.run(job.payload, context, previousRunOf(job.payload));
          outcome = 'done';
          await timetable.settle(job.id, instance, afterSuccess(job, runner, now));
        } catch (error) {
          const lastError = errorMessageOf(error);
          const exhausted = job.attempts >= job.maxAttempts;
          outcome = exhausted ? 'failed' : 'retry';
          await timetable.settle(
            job.id,
            instance,
            exhausted
              ? { status: 'failed', lastError, finishedAt: now }
              : {
                  status: 'queued',
                  lastError,
                  runAt: retryDueAt(runner, job.runAt, now, job.attempts),
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
    async queues() {
      return [];
    },
    async stop() {},
  };
}
