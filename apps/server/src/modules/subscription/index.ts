/** The subscription capability's public face: its routes, for app.ts. */
export { registerSubscriptionCapability } from './subscriptions.service-routes.ts';
