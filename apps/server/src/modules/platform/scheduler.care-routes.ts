import { asc, count, desc, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { Scheduler } from '../../platform/scheduler/index.ts';

const SHOWN_JOBS = 100;

/** Jobs by name and status: the status's summary, and the queue depth the metrics show (ADR 085). */
export async function schedulerJobCounts(db: Db) {
  const counts = await db
    .select({ name: scheduledJobs.name, status: scheduledJobs.status, count: count() })
    .from(scheduledJobs)
    .groupBy(scheduledJobs.name, scheduledJobs.status)
    .orderBy(asc(scheduledJobs.name), asc(scheduledJobs.status));
  return counts.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * The scheduler's status (ADR 074, 080): the timetable's counts by name and status, failed jobs
 * first, then the latest; on PostgreSQL pg-boss's queues by state.
 */
async function schedulerStatus(db: Db, scheduler: Scheduler, now: Date) {
  const counts = await schedulerJobCounts(db);
  const jobs = await db
    .select()
    .from(scheduledJobs)
    .orderBy(sql`${scheduledJobs.status} = 'failed' desc`, desc(scheduledJobs.runAt))
    .limit(SHOWN_JOBS);
  return {
    now: now.toISOString(),
    engine: scheduler.engine,
    queues: await scheduler.queues(),
    counts,
    jobs: jobs.map((job) => ({
      id: job.id,
      name: job.name,
      key: job.key,
      status: job.status,
      runAt: job.runAt.toISOString(),
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      lockedBy: job.lockedBy,
      lastError: job.lastError,
      finishedAt: job.finishedAt?.toISOString() ?? null,
    })),
  };
}

/** `scheduler/status`: the job table for operators. */
export function registerSchedulerCareRoutes(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  registerCareRoutes(app, deps, 'scheduler', {
    schedulerStatus: () => schedulerStatus(deps.db, app.scheduler, deps.clock()),
  });
}
