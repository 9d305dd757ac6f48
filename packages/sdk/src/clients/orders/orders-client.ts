import { type CreateOrderRequest, type Order, orderSchema } from '@orbit/domain';
import type { ServiceCaller } from '../../http/service-caller.ts';
import { checkedIdempotencyKey } from './idempotency-key.ts';

/** What the orders client uses of the SDK: its HTTP core. */
export interface OrdersClientDeps {
  caller: ServiceCaller;
}

export interface ConfirmOrderOptions {
  /**
   * The checkout's own key (its transaction id): the same key confirms once and replays that
   * answer, a refusal included. Without one, the SDK makes one for this call. Either way it stays
   * the same across the HTTP core's retries of the call.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * Orders (`order/v1/orders`, spec 001 §7), signed-in only (anonymous 403). An order is a priced
 * quote kept 30 minutes, then confirmed once: the card is charged and the subscription starts,
 * or, for `cancelSubscription` and `revokeSubscriptionCancellation`, the caller's subscription is
 * cancelled (its preview and refund in `cancellation`) or kept.
 */
export interface OrdersClient {
  /**
   * A new-subscription order for the caller's account, priced for its billing profile. Refusals:
   * BILLING_PROFILE_NOT_FOUND, NO_CARD_ON_ACCOUNT, PAYMENT_METHOD_NOT_FOUND, OFFER_NOT_FOUND,
   * OFFER_EXPIRED, INELIGIBLE_FOR_OFFER (409), the promo and gift card codes, DEVICE_NOT_FOUND,
   * ACTIVE_SATELLITE_SUBSCRIPTION (409). A cancellation or revoke of a subscription that is not
   * the caller's: SUBSCRIPTION_NOT_FOUND (404); one the options do not allow online, or an
   * IMMEDIATE cancellation the rules do not offer: SUBSCRIPTION_NOT_CHANGEABLE (409); a revoke with
   * nothing pending or after the end date: NO_PENDING_CANCELLATION, CANCELLATION_ALREADY_EFFECTIVE.
   * `planSwitch` moves one of the caller's subscriptions to
   * another plan, previewed exactly (`planSwitch.timing`, `effectiveOn`, the charges): SAME_PLAN,
   * SUBSCRIPTION_NOT_FOUND, NO_CARD_ON_ACCOUNT; confirmed after the subscription changed:
   * SUBSCRIPTION_CHANGED (409), nothing charged.
   */
  createOrder(request: CreateOrderRequest, options?: { signal?: AbortSignal }): Promise<Order>;
  /**
   * Pays and subscribes. Card refusals are 402 (CARD_DECLINED, INSUFFICIENT_FUNDS, FRAUD_REJECT,
   * CREDIT_CARD_ERROR: the order is then failed, create another); ORDER_ALREADY_CONFIRMED (409,
   * another key), ORDER_EXPIRED (410), IDEMPOTENCY_KEY_IN_USE (409, the same key still running),
   * IDEMPOTENCY_KEY_REUSED (422, the key of another order). A cancellation or revoke whose
   * subscription changed since the quote: SUBSCRIPTION_CHANGED (409, the order failed, nothing
   * done); another change of the same subscription running: PAYMENT_IN_PROGRESS (409).
   */
  confirmOrder(orderId: string, options?: ConfirmOrderOptions): Promise<Order>;
  /** One of the caller's orders; ORDER_NOT_FOUND (404) for anyone else's as for an unknown id. */
  getOrder(orderId: string, options?: { signal?: AbortSignal }): Promise<Order>;
}

export function createOrdersClient(deps: OrdersClientDeps): OrdersClient {
  return {
    createOrder: (request, options = {}) =>
      deps.caller.call('order', 'create', { body: request, ...options }, orderSchema),
    confirmOrder: async (orderId, { idempotencyKey, signal } = {}) =>
      deps.caller.call(
        'order',
        'confirm',
        { pathParams: { orderId }, idempotencyKey: checkedIdempotencyKey(idempotencyKey), signal },
        orderSchema,
      ),
    getOrder: (orderId, options = {}) =>
      deps.caller.call('order', 'get', { pathParams: { orderId }, ...options }, orderSchema),
  };
}
