import type { App } from '../../platform/http/app-instance.ts';
import { registerTrialActivationRoutes } from './activation/activation.care-routes.ts';
import { registerEligibilityRoutes } from './eligibility/eligibility.care-routes.ts';
import { registerVehicleOrchestrationRoutes } from './orchestration/orchestration.service-routes.ts';
import { registerRecordOfSaleRoutes } from './record-of-sale/record-of-sale.service-routes.ts';
import type { TrialDeps } from './trial-deps.ts';
import { registerVehicleLinkRoutes } from './vehicle-links/routes.ts';

/**
 * Trial activation's care routes (flows §1.4, §3): the used-car check, dealers, the trial a radio
 * may claim and the claims; the record-of-sale service routes; and the vehicle orchestration
 * service routes (client-orchestration/v1 vehicle state, auto-profile creation; ADR 054); and the
 * vehicle magic links with SAL status and the trial claim by link (ADR 055).
 */
export function registerTrialCapability(app: App, deps: TrialDeps): void {
  registerEligibilityRoutes(app, deps);
  registerTrialActivationRoutes(app, deps);
  registerRecordOfSaleRoutes(app, deps);
  registerVehicleOrchestrationRoutes(app, deps);
  registerVehicleLinkRoutes(app, deps);
}
