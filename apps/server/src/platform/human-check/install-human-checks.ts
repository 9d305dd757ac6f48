import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { App } from '../http/app-instance.ts';
import { schedulePurge } from '../scheduled-purge.ts';
import { purgeSpentHumanChecks } from './spent-human-checks.ts';

/** Spent challenges are kept only until they expire; the app's purge timer deletes the rest. */
export function installHumanChecks(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  schedulePurge(app, {
    what: 'expired human checks',
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
    purge: (now) => purgeSpentHumanChecks(deps.db, now),
  });
}
