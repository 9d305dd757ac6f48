import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCheckoutQuoteRoutes } from '../checkout/quotes/index.ts';
import { registerCareCatalogRoutes } from './routes.care.ts';
import { registerCatalogServiceRoutes } from './service-routes.ts';

/**
 * The catalog capability on both surfaces: offers, promo codes, campaign content and
 * hot-and-trending on the care API; the eligibility service and the content-management lookup
 * as service APIs; and the care checkout's quote and captcha checks, which price its offers.
 */
export function registerCatalogCapability(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  registerCareCatalogRoutes(app, deps);
  registerCatalogServiceRoutes(app, deps);
  registerCheckoutQuoteRoutes(app, deps);
}
