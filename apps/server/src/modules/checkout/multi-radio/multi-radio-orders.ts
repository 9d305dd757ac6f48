import { CURRENCY_BY_COUNTRY, type OrderQuote, orderQuoteSchema } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { newCommerceId } from '../../billing/index.ts';
import { insertOrder, ORDER_TTL_SECONDS, type OrderRow } from '../orders/order-store.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { priorPurchaseOrder, purchaseOrderId } from '../orders/purchase-order.ts';
import type { MultiRadioOrder } from './multi-radio-choice.ts';

/** One radio's order row with the quote it is held to (its share of the discount taken off). */
export type MultiRadioOrderRow = { row: OrderRow; quote: OrderQuote };

/**
 * One order row per radio, each id derived from the idempotency key and the radio's position:
 * a retry after a crash finds the same rows (still quoted) and confirms them with the same charge
 * key, so the card is charged once (the first row's id is the charge's key). A row of an earlier run is held to the quote it was written
 * with; a new one is written `quoted` with this order's price of its radio.
 */
export async function multiRadioOrderRows(
  db: Db,
  context: Pick<PurchaseContext, 'claim' | 'careSessionId' | 'identityId'>,
  order: MultiRadioOrder,
  input: { paymentMethodId: string | null; now: Date },
): Promise<MultiRadioOrderRow[]> {
  const { claim } = context;
  const { now } = input;
  const rows: MultiRadioOrderRow[] = [];
  for (const [index, line] of order.lines.entries()) {
    const priced = order.quote.lines[index];
    if (!priced) throw new Error('a priced line per radio');
    const orderId = await purchaseOrderId(
      db,
      `${claim.scope}|multi-radio|${index}`,
      claim.key,
      now,
    );
    const prior = await priorPurchaseOrder(db, orderId, now);
    if ('reuse' in prior) {
      rows.push({ row: prior.reuse, quote: orderQuoteSchema.parse(prior.reuse.quote) });
      continue;
    }
    const row: OrderRow = {
      id: prior.createWithId ?? newCommerceId('order', now),
      kind: 'newSubscription',
      status: 'quoted',
      identityId: context.identityId,
      careSessionId: context.careSessionId,
      accountNumber: order.account.accountNumber,
      planCode: line.offer.planCode,
      promoCode: null,
      radioId: line.radio.radio.radioId,
      subscriptionId: null,
      paymentMethodId: input.paymentMethodId,
      giftCardId: null,
      currency: CURRENCY_BY_COUNTRY[order.country],
      totalMinor: priced.orderQuote.currentQuote.totalAmount.amountMinor,
      quote: priced.orderQuote as unknown as Record<string, unknown>,
      customer: {
        multiRadio: { position: index, of: order.lines.length },
        isMrdEligible: priced.isMrdEligible,
        mrdDiscount: priced.mrdDiscount,
        language: order.locale,
      },
      failureCode: null,
      studentVerificationId: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_TTL_SECONDS * 1000),
      confirmedAt: null,
    };
    await insertOrder(db, row);
    rows.push({ row, quote: priced.orderQuote });
  }
  return rows;
}
