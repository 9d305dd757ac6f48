import type { App } from '../../../platform/http/app-instance.ts';
import type { BillingDeps } from '../../billing/index.ts';
import { createPasswordHasher } from '../../identity/index.ts';
import { registerCustomerCheckRoutes } from '../customer-checks/customer-checks.care-routes.ts';
import { registerMultiRadioRoutes } from '../multi-radio/multi-radio.care-routes.ts';
import { registerRenewalRoutes } from '../renewal/index.ts';
import { registerVipRoutes } from '../vip/vip.care-routes.ts';
import { registerOrderRoutes } from './orders.service-routes.ts';
import type { PlanChanges } from './plan-change-port.ts';
import { registerPurchaseRoutes } from './purchase.care-routes.ts';
import type { SubscriptionChangeOrders } from './subscription-change-orders.ts';
import { scheduleUnrecordedChargeSweep } from './unrecorded-charges.ts';
import type { UsedCarTrialChecks } from './used-car-trial-port.ts';

/**
 * Orders (order/v1) and the care API's purchase calls over one order service, and the customer
 * checks the checkout makes before them; a subscription's plan change goes to `planChanges`. The
 * sweep that gives back charges nothing recorded runs beside them (ADR 111).
 */
export function registerOrderCapability(
  app: App,
  deps: BillingDeps & {
    subscriptionChanges?: SubscriptionChangeOrders;
    usedCarTrials?: UsedCarTrialChecks;
  },
  planChanges: PlanChanges,
): void {
  const checkoutDeps = {
    ...deps,
    hasher: createPasswordHasher(deps.config.identity.passwordHashing),
    planChanges,
  };
  registerOrderRoutes(app, checkoutDeps);
  registerPurchaseRoutes(app, checkoutDeps);
  registerRenewalRoutes(app, checkoutDeps);
  registerVipRoutes(app, checkoutDeps);
  registerMultiRadioRoutes(app, checkoutDeps);
  registerCustomerCheckRoutes(app, deps);
  scheduleUnrecordedChargeSweep(app, deps);
}
