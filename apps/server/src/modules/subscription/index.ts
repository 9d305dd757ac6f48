/**
 * The subscription capability's public face, for app.ts: its routes, and the cancel and revoke
 * order kinds it gives the order routes.
 */
export { subscriptionChangeOrders } from './cancellation/change-orders.ts';
export { registerSubscriptionCapability } from './subscriptions.service-routes.ts';
