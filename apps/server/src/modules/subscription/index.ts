/**
 * The subscription capability's public face, for app.ts: its routes, the cancel and revoke order
 * kinds it gives the order routes, and the plan changes checkout's quote, purchase and order
 * calls hand over to, and transfer and swap's care routes and the ACSC link a trial activation
 * sends (ADR 068).
 */
export { subscriptionChangeOrders } from './cancellation/change-orders.ts';
export {
  type ChangeableSubscription,
  changeableSubscriptionOf,
  changeOffersOf,
  planChanges,
  registerChangeOfferRoutes,
} from './plan-change/index.ts';
export { registerSubscriptionCapability } from './subscriptions.service-routes.ts';
export { offerPlanMoveToTrial, registerTransferCareRoutes } from './transfer/index.ts';
