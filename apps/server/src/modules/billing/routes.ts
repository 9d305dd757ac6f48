import type { App } from '../../platform/http/app-instance.ts';
import { registerServiceBalanceRoutes } from './balance.service-routes.ts';
import { registerCareBillingRoutes } from './billing.care-routes.ts';
import type { BillingDeps } from './billing-deps.ts';
import { registerBillingRoutes } from './billing-profiles.service-routes.ts';
import { registerCardBinRangesRoute } from './card-bin-ranges.care-routes.ts';
import { registerGiftCardRoutes } from './gift-card.service-routes.ts';
import { registerServiceHistoryRoutes } from './history.service-routes.ts';
import { registerCarePaymentRoutes } from './payment.care-routes.ts';

export type { BillingDeps } from './billing-deps.ts';

/**
 * The billing capability: billing profiles, payment methods, balance, history, invoices and
 * gift cards (billing/v1, giftcard/v1); the account area's billing and payment calls on the
 * care API; card BIN ranges.
 */
export function registerBillingCapability(app: App, deps: BillingDeps): void {
  registerBillingRoutes(app, deps);
  registerServiceBalanceRoutes(app, deps);
  registerServiceHistoryRoutes(app, deps);
  registerGiftCardRoutes(app, deps);
  registerCareBillingRoutes(app, deps);
  registerCarePaymentRoutes(app, deps);
  registerCardBinRangesRoute(app, deps);
}
