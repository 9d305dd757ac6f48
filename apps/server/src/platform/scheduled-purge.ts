import type { FastifyInstance } from 'fastify';

export interface ScheduledPurge {
  /** What is purged, for the log and the job's name: "expired credentials", "expired identity rows". */
  what: string;
  intervalSeconds: number;
  /** Deletes what has expired by `now` and reports what it removed. */
  purge(now: Date): Promise<unknown>;
}

/**
 * Runs a purge every `intervalSeconds` as a recurring job of the app's scheduler (ADR 074): one
 * instance runs it each time, never catching up missed runs (one purge removes all that expired).
 * 0 turns it off (an operator who purges from a cron job instead).
 */
export function schedulePurge(app: FastifyInstance, schedule: ScheduledPurge): void {
  if (schedule.intervalSeconds <= 0) return;
  app.scheduler.defineRecurring({
    name: `purge.${schedule.what.replaceAll(' ', '-')}`,
    intervalSeconds: schedule.intervalSeconds,
    catchUp: false,
    run: async ({ now }) => {
      const report = await schedule.purge(now);
      app.log.info({ purged: report }, `${schedule.what} purged`);
    },
  });
}
