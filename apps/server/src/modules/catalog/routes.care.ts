import type { App } from '../../platform/http/app-instance.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { registerCareContentRoutes } from './content-routes.care.ts';
import { registerCareOfferRoutes } from './offers-routes.care.ts';

/** The catalog capability on the care API (`/services/...`). */
export function registerCareCatalogRoutes(app: App, deps: CatalogDeps): void {
  registerCareOfferRoutes(app, deps);
  registerCareContentRoutes(app, deps);
}
