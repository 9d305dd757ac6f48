/**
 * The subscription capability's public face, for app.ts: its routes, the cancel and revoke order
 * kinds it gives the order routes, and the plan changes checkout's quote, purchase and order
 * calls hand over to, and transfer and swap's care routes and the ACSC link a trial activation
 * sends (ADR 068).
 */

export { subscriptionChangeOrders } from './cancellation/change-orders.ts';
export type { PeriodChargeOutcome } from './clock/charge-period.ts';
export {
  installSubscriptionClock,
  type SubscriptionClock,
} from './clock/install-subscription-clock.ts';
export {
  PERIOD_CHARGE_DECLINED,
  PERIOD_CHARGE_PAID,
  type PeriodChargeDeclined,
  type PeriodChargePaid,
  periodEventKey,
} from './clock/period-charge-events.ts';
export { CHARGE_PERIOD, CLOCK_PLANNER, END_SERVICE } from './clock/subscription-clock.ts';
export { conversionConsentFor, recordConversionConsent } from './conversion-consent/index.ts';
export { installDunningAndNotices } from './dunning/index.ts';
export {
  activateFor,
  registerEntitlementRoutes,
  requireEntitlement,
  SANDBOX_PARTNER_SECRET,
  SANDBOX_RESELLERS,
} from './entitlements/index.ts';
export {
  type ChangeableSubscription,
  changeableSubscriptionOf,
  changeOffersOf,
  planChanges,
  registerChangeOfferRoutes,
} from './plan-change/index.ts';
export { registerSubscriptionCapability } from './subscriptions.service-routes.ts';
export { offerPlanMoveToTrial, registerTransferCareRoutes } from './transfer/index.ts';
