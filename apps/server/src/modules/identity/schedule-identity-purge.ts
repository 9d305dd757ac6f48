import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { purgeIdentityRows } from './purge-identity-rows.ts';

/** Runs purgeIdentityRows on the same timer rules as the session purge (0 turns it off). */
export function scheduleIdentityPurge(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; intervalSeconds: number },
): void {
  if (deps.intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      const report = await purgeIdentityRows(deps.db, deps.clock());
      app.log.info({ purged: report }, 'expired identity rows purged');
    } catch (error) {
      app.log.warn({ err: error }, 'purge of identity rows failed');
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
