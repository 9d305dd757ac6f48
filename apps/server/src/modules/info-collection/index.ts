import type { App } from '../../platform/http/app-instance.ts';
import { registerCareInfoCollectionRoutes } from './info-collection.care-routes.ts';
import type { InfoCollectionDeps } from './info-collection-deps.ts';

/** The branded data-collection capability (flows §7.4): a care chat's link and its answers. */
export function registerInfoCollectionCapability(app: App, deps: InfoCollectionDeps): void {
  registerCareInfoCollectionRoutes(app, deps);
}
