import { type Order, type OrderChangeRequest, orderCancellationSchema } from '@orbit/domain';
import { z } from 'zod';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import type { PaymentCaller } from '../../billing/index.ts';
import type { OrderRow } from './order-store.ts';

/**
 * The order kinds that cancel a subscription or take its cancellation back. Their rules are the
 * subscription module's, which depends on checkout (never the other way round): app.ts hands
 * them to the order routes, which dispatch `cancelSubscription` and
 * `revokeSubscriptionCancellation` orders to them.
 */
export interface SubscriptionChangeOrders {
  /** A quoted order of one of the two kinds (create = quote). */
  create(
    caller: PaymentCaller,
    request: Extract<
      OrderChangeRequest,
      { cancelSubscription: unknown } | { revokeSubscriptionCancellation: unknown }
    >,
  ): Promise<Order>;
  /** Does what the quoted order said, once; its answer is stored under `claim`. */
  confirm(caller: PaymentCaller, order: OrderRow, claim: IdempotencyClaim): Promise<StoredAnswer>;
}

export const SUBSCRIPTION_CHANGE_ORDER_KINDS = [
  'cancelSubscription',
  'revokeSubscriptionCancellation',
] as const;

/**
 * What a change order keeps beside its priced quote (in `orders.quote`): the subscription's
 * `updated_at` when it was quoted (a confirm finding another refuses: SUBSCRIPTION_CHANGED) and,
 * for a cancellation, the preview the customer was shown.
 */
export const orderChangeRecordSchema = /* @__PURE__ */ z.object({
  subscriptionUpdatedAt: z.iso.datetime(),
  cancellation: z.optional(orderCancellationSchema),
});
export type OrderChangeRecord = z.infer<typeof orderChangeRecordSchema>;

/** The change record of an order; undefined for a new subscription's. */
export function changeRecordOf(row: OrderRow): OrderChangeRecord | undefined {
  const record = orderChangeRecordSchema.safeParse((row.quote as { change?: unknown }).change);
  return record.success ? record.data : undefined;
}

/** Whether the order is one of the kinds the subscription module confirms. */
export function isSubscriptionChangeOrder(order: OrderRow): boolean {
  return (SUBSCRIPTION_CHANGE_ORDER_KINDS as readonly string[]).includes(order.kind);
}
