import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { purgeExpiredRows } from './purge-expired-rows.ts';

/**
 * Runs the purge every `intervalSeconds` while the app is up: started when the app is ready,
 * stopped when it closes, never keeping the process alive. The request paths never wait for it.
 * 0 turns it off (tests, or an operator who purges from a cron job instead).
 */
export function scheduleExpiredRowPurge(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; intervalSeconds: number },
): void {
  if (deps.intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      const report = await purgeExpiredRows(deps.db, deps.clock());
      app.log.info({ purged: report }, 'expired credentials purged');
    } catch (error) {
      app.log.warn({ err: error }, 'purge of expired credentials failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(purge, deps.intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
