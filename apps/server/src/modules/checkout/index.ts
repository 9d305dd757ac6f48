/**
 * What other modules use of checkout: postal-region checks for the account's address forms,
 * invoice lines for the demo seed, who may name a subscription, the order store and view for the
 * subscription module's order kinds (cancel, revoke), and its routes (orders and purchases; the care quotes,
 * registered beside the catalog) for app.ts.
 */
export {
  KNOWN_PLACES,
  provinceMatchesPostalCode,
  provinceOfPostalCode,
  stateOfZip,
} from './customer-checks/postal-regions.ts';
export { closedOrderRefusal } from './orders/confirm-order.ts';
export {
  type NamedSubscription,
  namedSubscriptionOf,
  type SubscriptionCaller,
  subscriptionNotFound,
} from './orders/named-subscription.ts';
export {
  findOrder,
  insertOrder,
  markOrderConfirmed,
  markOrderFailed,
  ORDER_TTL_SECONDS,
  type OrderRow,
} from './orders/order-store.ts';
export { orderView } from './orders/order-view.ts';
export { registerOrderCapability } from './orders/routes.ts';
export { ownedOrder } from './orders/service-orders.ts';
export {
  changeRecordOf,
  type OrderChangeRecord,
  type SubscriptionChangeOrders,
} from './orders/subscription-change-orders.ts';
export { invoiceLinesOf } from './orders/write-invoice.ts';
export { registerCheckoutQuoteRoutes } from './quotes/index.ts';
