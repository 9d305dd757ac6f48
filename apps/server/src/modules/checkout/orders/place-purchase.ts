import type { Db } from '../../../db/client.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { newCommerceId } from '../../billing/index.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import { type ConfirmChecked, confirmOrder } from './confirm-order.ts';
import type { FulfilmentResult } from './fulfil-order.ts';
import type { Fulfilment } from './fulfilment.ts';
import {
  type CreatedOrder,
  type NewSubscriptionOrderInput,
  pricedNewSubscriptionOrder,
} from './new-subscription-order.ts';
import { type OrderOffers, offersOfOrder } from './order-offers.ts';
import { insertOrder, insertOrderIfNew, type OrderRow } from './order-store.ts';
import {
  type PurchaseFacts,
  priorPurchaseOrder,
  purchaseAnswer,
  purchaseOrderId,
} from './purchase-order.ts';

export type { PurchaseContext } from './purchase-context.ts';

/** Where a purchase request names what the order refuses (plan, state, gift card, promo code). */
export const PURCHASE_FIELDS = {
  plan: (index: number) => `plans.${index}.planCode`,
  followOnPlan: (index: number) => `followOnPlans.${index}.planCode`,
  state: 'serviceAddress.state',
  giftCard: 'paymentInfo.giftCards.0',
  promoCode: 'marketingPromoCode',
} as const;

/**
 * What a purchase will do once its order exists, built from the order and its offers, and what
 * its answer says of the buyer (what it says of the offer is read from the order's offer).
 */
export type PurchasePlan = {
  plan: Fulfilment;
  facts: Omit<PurchaseFacts, 'streamingAvailable' | 'campaignId'>;
};

/**
 * The run every purchase shares once its request is checked: the order of this idempotency key
 * (an earlier run's, or a new one priced from `order`), then the fulfilment `planOf` builds from
 * it, confirmed in one transaction with the answer stored against the key. A retry after a
 * crash finds the same order, so the card is charged once. `alsoRecord` writes what a purchase
 * kind keeps besides the order (a renewal's choice) in that same transaction; `checked` is what
 * the caller found true under its locks (see ConfirmChecked), for a new order only.
 */
export async function placePurchase(
  deps: CheckoutRequestDeps,
  claim: IdempotencyClaim,
  order: Omit<NewSubscriptionOrderInput, 'orderId'>,
  planOf: (order: OrderRow, offers: OrderOffers) => Promise<PurchasePlan>,
  alsoRecord?: (tx: Db, fulfilled: FulfilmentResult) => Promise<void>,
  checked: ConfirmChecked = {},
): Promise<StoredAnswer> {
  const { db } = deps;
  const { now } = order;
  const { row, offers, reused } = await orderOfPurchase(
    db,
    await purchaseOrderId(db, claim.scope, claim.key, now),
    order,
  );
  const planned = await planOf(row, offers);
  const { plan } = planned;
  const facts: PurchaseFacts = {
    ...planned.facts,
    streamingAvailable: offers.offer.package.streamingAvailable,
    campaignId: offers.offer.campaignId,
  };
  let stored: StoredAnswer | undefined;
  const result = await confirmOrder(
    deps,
    row,
    plan,
    async (tx, fulfilled, held) => {
      // What a purchase also records may name the new subscription: it is in before them.
      if (alsoRecord) {
        await held.send(tx);
        await alsoRecord(tx, fulfilled);
      }
      stored = purchaseAnswer(fulfilled, facts);
      // Sent with the confirmation email, as the transaction's last statement.
      claim.holdCompletion(tx, held, stored);
    },
    // What the caller checked holds only for an order priced in this request; its locks, always.
    reused ? { moneyLocks: checked.moneyLocks } : checked,
  );
  // The very answer the transaction stored: the key is not completed a second time.
  return stored ?? purchaseAnswer(result, facts);
}

type PurchaseOrder = { row: OrderRow; offers: OrderOffers; reused: boolean };

/**
 * The order of this purchase's key. Usually the key is new: the order is priced and written in
 * one statement that also tells whether an earlier run of the key left one (insertOrderIfNew),
 * instead of a read before the write. Then, as priorPurchaseOrder says: an order still quoted is
 * confirmed (a run cut short after its charge: the same gateway key, charged once), a closed one
 * answers as before, one the database failed or let expire is replaced by this run's, under a new
 * id. A refusal of the pricing does not hide an earlier run's quoted order: that one is confirmed.
 */
async function orderOfPurchase(
  db: Db,
  orderId: string,
  order: Omit<NewSubscriptionOrderInput, 'orderId'>,
): Promise<PurchaseOrder> {
  let priced: CreatedOrder;
  try {
    priced = await pricedNewSubscriptionOrder(db, { orderId, ...order });
  } catch (refusal) {
    const prior = await priorPurchaseOrder(db, orderId, order.now);
    if ('reuse' in prior) return reusedOrder(db, prior.reuse);
    throw refusal;
  }
  const offers = { offer: priced.offer, followOn: priced.followOn };
  if (await insertOrderIfNew(db, priced.order)) return { row: priced.order, offers, reused: false };
  const prior = await priorPurchaseOrder(db, orderId, order.now);
  if ('reuse' in prior) return reusedOrder(db, prior.reuse);
  const replacement = {
    ...priced.order,
    id: prior.createWithId ?? newCommerceId('order', order.now),
  };
  await insertOrder(db, replacement);
  return { row: replacement, offers, reused: false };
}

/** An earlier run's quoted order, with the offers it was priced from read again. */
async function reusedOrder(db: Db, row: OrderRow): Promise<PurchaseOrder> {
  return { row, offers: await offersOfOrder(db, row), reused: true };
}
