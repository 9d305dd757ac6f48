import type { Db } from '../../../db/client.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import { type ConfirmChecked, confirmOrder } from './confirm-order.ts';
import type { FulfilmentResult } from './fulfil-order.ts';
import type { Fulfilment } from './fulfilment.ts';
import {
  createNewSubscriptionOrder,
  type NewSubscriptionOrderInput,
} from './new-subscription-order.ts';
import { type OrderOffers, offersOfOrder } from './order-offers.ts';
import type { OrderRow } from './order-store.ts';
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
  const prior = await priorPurchaseOrder(
    db,
    await purchaseOrderId(db, claim.scope, claim.key, now),
    now,
  );
  // A new order comes with the offers it was priced from; a reused one reads them again.
  const { row, offers } =
    'reuse' in prior
      ? { row: prior.reuse, offers: await offersOfOrder(db, prior.reuse) }
      : await newOrderWithOffers(db, { orderId: prior.createWithId, ...order });
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
    async (tx, fulfilled) => {
      await alsoRecord?.(tx, fulfilled);
      stored = purchaseAnswer(fulfilled, facts);
      await claim.completeWithin(tx, stored);
    },
    // What the caller checked holds only for an order priced in this request.
    'reuse' in prior ? {} : checked,
  );
  // The very answer the transaction stored: the key is not completed a second time.
  return stored ?? purchaseAnswer(result, facts);
}

async function newOrderWithOffers(
  db: Db,
  input: NewSubscriptionOrderInput,
): Promise<{ row: OrderRow; offers: OrderOffers }> {
  const created = await createNewSubscriptionOrder(db, input);
  return { row: created.order, offers: { offer: created.offer, followOn: created.followOn } };
}
