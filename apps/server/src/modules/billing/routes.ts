import type { App } from '../../platform/http/app-instance.ts';
import type { BillingDeps } from './billing-deps.ts';
import { registerBillingRoutes } from './billing-routes.ts';
import { registerCardBinRangesRoute } from './card-bin-ranges-route.ts';

export type { BillingDeps } from './billing-deps.ts';

/** The billing capability: billing profiles and payment methods (billing/v1), card BIN ranges. */
export function registerBillingCapability(app: App, deps: BillingDeps): void {
  registerBillingRoutes(app, deps);
  registerCardBinRangesRoute(app);
}
