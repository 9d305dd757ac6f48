/**
 * What other modules use of checkout: postal-region checks for the account's address forms,
 * invoice lines for the demo seed, who may name a subscription, its routes (orders and purchases;
 * the care quotes, registered beside the catalog) for app.ts, the order store and view for the
 * subscription module's order kinds (cancel, revoke), and for its plan changes (ADR 030) the order
 * service they build on: pricing, quoted orders, their confirm, and the port through which
 * checkout's calls reach them; for trial claims (ADR 035), the new customer's sign-in as a
 * purchase plans it and the subscription as a confirmed order writes it.
 */
export {
  KNOWN_PLACES,
  provinceMatchesPostalCode,
  provinceOfPostalCode,
  stateOfZip,
} from './customer-checks/postal-regions.ts';
export {
  listenLinkFor,
  registerListenCapability,
  registerSandboxPlayerRoute,
} from './listen/index.ts';
export type { CheckoutDeps, CheckoutRequestDeps } from './orders/checkout-deps.ts';
export { closedOrderRefusal, confirmOrder } from './orders/confirm-order.ts';
export type { FulfilmentResult } from './orders/fulfil-order.ts';
export type {
  Buyer,
  Fulfilment,
  NewAccount,
  NewSubscription,
  PlanSwitch,
} from './orders/fulfilment.ts';
export {
  type NamedSubscription,
  namedSubscriptionOf,
  type SubscriptionCaller,
  subscriptionNotFound,
} from './orders/named-subscription.ts';
export { planNameOf } from './orders/order-offers.ts';
export {
  findOrder,
  insertOrder,
  markOrderConfirmed,
  markOrderFailed,
  ORDER_TTL_SECONDS,
  type OrderRow,
} from './orders/order-store.ts';
export { giftCardBalanceOf, orderView } from './orders/order-view.ts';
export type {
  PlanChangeDeps,
  PlanChangeQuoteDeps,
  PlanChanges,
} from './orders/plan-change-port.ts';
export {
  type PlanSwitchRecord,
  plannedPhasesOf,
  planSwitchRecordOf,
  storedPhasesOf,
} from './orders/plan-switch-record.ts';
export type { PurchaseContext } from './orders/purchase-context.ts';
export {
  type CheckedAddress,
  checkedPurchaseAddress,
  fieldRefusal,
} from './orders/purchase-fields.ts';
export { requirePurchaseHumanCheck } from './orders/purchase-human-check.ts';
export { priorPurchaseOrder, purchaseAnswer, purchaseOrderId } from './orders/purchase-order.ts';
export { purchaseGiftCardOf } from './orders/purchase-payment.ts';
export { withPurchaseLocks } from './orders/purchase-subjects.ts';
export { registerOrderCapability } from './orders/routes.ts';
export { ownedOrder } from './orders/service-orders.ts';
export { planStreamingIdentity, type StreamingInfo } from './orders/streaming-identity-plan.ts';
export {
  changeRecordOf,
  type OrderChangeRecord,
  type SubscriptionChangeOrders,
} from './orders/subscription-change-orders.ts';
export {
  limitedPhasesOf,
  type PlannedPhase,
  plannedPhases,
} from './orders/subscription-phases.ts';
export type { UsedCarTrialChecks } from './orders/used-car-trial-port.ts';
export { invoiceLinesOf, newInvoiceNumber } from './orders/write-invoice.ts';
export { writeSubscription } from './orders/write-subscription.ts';
export {
  packageNameOf,
  priceNewSubscription,
  quotePlanOf,
  requireSellableOffer,
} from './pricing/index.ts';
export { registerCheckoutQuoteRoutes } from './quotes/index.ts';
export type { QuoteDeps } from './quotes/quote-deps.ts';
