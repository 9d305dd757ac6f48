import type { App } from '../../platform/http/app-instance.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { registerCareContentRoutes } from './content.care-routes.ts';
import { registerCatalogServiceRoutes } from './eligibility.service-routes.ts';
import { registerLegacyOfferCareRoutes } from './legacy-offers.care-routes.ts';
import { registerCareOfferRoutes } from './offers.care-routes.ts';

/**
 * The catalog capability on both surfaces: offers, promo codes, campaign content and
 * hot-and-trending on the care API; the eligibility service and the content-management lookup
 * as service APIs. (The care checkout's quote and captcha checks, which price its offers, are
 * registered right after it, from the checkout module.)
 */
export function registerCatalogCapability(app: App, deps: CatalogDeps): void {
  registerCareOfferRoutes(app, deps);
  registerLegacyOfferCareRoutes(app, deps);
  registerCareContentRoutes(app, deps);
  registerCatalogServiceRoutes(app, deps);
}
