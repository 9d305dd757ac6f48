import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareIdentificationRoutes } from './routes.care.ts';
import { registerDevEntryTokenRoute } from './routes.dev.ts';

/**
 * The identification capability: find-your-radio, link tokens and the email lookup (care API),
 * and the link minter of development and test mode.
 */
export function registerIdentificationCapability(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  registerCareIdentificationRoutes(app, deps);
  registerDevEntryTokenRoute(app, deps);
}
