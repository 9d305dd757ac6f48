import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { App } from '../http/app-instance.ts';
import { schedulePurge } from '../scheduled-purge.ts';
import { purgeMoneyLocks } from './money-lock-store.ts';

/**
 * Locks left by a process that died are taken over by the next request for their subject; the
 * app's purge timer deletes the ones nobody asked for again.
 */
export function installMoneyLocks(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  schedulePurge(app, {
    what: 'lapsed money locks',
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
    purge: (now) => purgeMoneyLocks(deps.db, now),
  });
}
