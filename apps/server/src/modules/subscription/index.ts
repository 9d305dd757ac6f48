/**
 * The subscription capability's public face: its routes, for app.ts, and the plan changes
 * checkout's quote, purchase and order calls hand over to.
 */
export { planChanges, registerChangeOfferRoutes } from './plan-change/index.ts';
export { registerSubscriptionCapability } from './subscriptions.service-routes.ts';
