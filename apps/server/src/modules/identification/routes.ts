import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareAccountLookupRoutes } from './account-lookup.care-routes.ts';
import { registerDevEntryTokenRoute } from './entry-token.dev-routes.ts';
import { registerCareIdentificationRoutes } from './identification.care-routes.ts';

/**
 * The identification capability: find-your-radio, link tokens, the email lookup and the account
 * lookups (non-PII, FLEPZ, RFLZ, plate, device info, LPZ verification) on the care API,
 * and the link minter of development and test mode.
 */
export function registerIdentificationCapability(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  registerCareIdentificationRoutes(app, deps);
  registerCareAccountLookupRoutes(app, deps);
  registerDevEntryTokenRoute(app, deps);
}
