import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerDeviceRoutes } from './device-routes.ts';
import { installServiceSessions } from './install-service-sessions.ts';
import { scheduleExpiredRowPurge } from './schedule-purge.ts';
import { registerSessionRoutes } from './session-routes.ts';

/**
 * The session capability on the service APIs: `device/v1` and `session/v1`, the credential checks
 * other modules use (requireAccessToken, requireDeviceGrant) and the purge of expired credentials.
 */
export function registerSessionCapability(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  installServiceSessions(app, deps);
  registerDeviceRoutes(app, deps);
  registerSessionRoutes(app, deps);
  scheduleExpiredRowPurge(app, {
    db: deps.db,
    clock: deps.clock,
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
  });
}
