/**
 * What other modules use of checkout: postal-region checks for the account's address forms,
 * invoice lines for the demo seed, and its routes (orders and purchases; the care quotes,
 * registered beside the catalog) for app.ts.
 */
export {
  KNOWN_PLACES,
  provinceMatchesPostalCode,
  provinceOfPostalCode,
  stateOfZip,
} from './customer-checks/postal-regions.ts';
export {
  type NamedSubscription,
  namedSubscriptionOf,
  type SubscriptionCaller,
  subscriptionNotFound,
} from './orders/named-subscription.ts';
export { registerOrderCapability } from './orders/routes.ts';
export { invoiceLinesOf } from './orders/write-invoice.ts';
export { registerCheckoutQuoteRoutes } from './quotes/index.ts';
