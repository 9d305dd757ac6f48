import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { App } from '../http/app-instance.ts';
import { schedulePurge } from '../scheduled-purge.ts';
import { purgeIdempotencyRecords } from './idempotency-store.ts';

/** Stored answers are purged on the app's purge timer once their day is over. */
export function installIdempotency(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  schedulePurge(app, {
    what: 'expired idempotency records',
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
    purge: (now) => purgeIdempotencyRecords(deps.db, now),
  });
}
