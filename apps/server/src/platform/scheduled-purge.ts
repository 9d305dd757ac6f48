import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';

export interface ScheduledPurge {
  /** What is purged, for the log: "expired credentials", "expired identity rows". */
  what: string;
  intervalSeconds: number;
  clock: Clock;
  /** Deletes what has expired by `now` and reports what it removed. */
  purge(now: Date): Promise<unknown>;
}

/**
 * Runs a purge every `intervalSeconds` while the app is up: started when the app is ready,
 * stopped when it closes, never keeping the process alive. The request paths never wait for it.
 * 0 turns it off (tests, or an operator who purges from a cron job instead).
 */
export function schedulePurge(app: FastifyInstance, schedule: ScheduledPurge): void {
  if (schedule.intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const report = await schedule.purge(schedule.clock());
      app.log.info({ purged: report }, `${schedule.what} purged`);
    } catch (error) {
      app.log.warn({ err: error }, `purge of ${schedule.what} failed`);
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, schedule.intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
