import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { schedulePurge } from '../../platform/scheduled-purge.ts';
import { registerDeviceRoutes } from './device.service-routes.ts';
import { installServiceSessions } from './install-service-sessions.ts';
import { purgeExpiredRows } from './purge-expired-rows.ts';
import { registerSessionRoutes } from './session.service-routes.ts';

/**
 * The session capability on the service APIs: `device/v1` and `session/v1`, the credential checks
 * behind the service surface's access levels (installServiceSessions) and the purge of expired
 * credentials.
 */
export function registerSessionCapability(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  installServiceSessions(app, deps);
  registerDeviceRoutes(app, deps);
  registerSessionRoutes(app, deps);
  schedulePurge(app, {
    what: 'expired credentials',
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
    purge: (now) => purgeExpiredRows(deps.db, now),
  });
}
