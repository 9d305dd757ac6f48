import type { App } from '../../platform/http/app-instance.ts';
import { registerTrialActivationRoutes } from './activation/activation.care-routes.ts';
import { registerEligibilityRoutes } from './eligibility/eligibility.care-routes.ts';
import { registerRecordOfSaleRoutes } from './record-of-sale/record-of-sale.service-routes.ts';
import type { TrialDeps } from './trial-deps.ts';

/**
 * Trial activation's care routes (flows §1.4, §3): the used-car check, dealers, the trial a radio
 * may claim and the claims; and the record-of-sale service routes.
 */
export function registerTrialCapability(app: App, deps: TrialDeps): void {
  registerEligibilityRoutes(app, deps);
  registerTrialActivationRoutes(app, deps);
  registerRecordOfSaleRoutes(app, deps);
}
