import { randomInt } from 'node:crypto';
import type { Address, Money, OrderQuote, Quote } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { type HeldWrites, writeOrHold } from '../../../db/held-writes.ts';
import { invoices, payments } from '../../../db/schema/index.ts';
import { newCommerceId } from '../../billing/index.ts';

export type InvoiceInput = {
  accountNumber: string;
  subscriptionId: string;
  orderId: string;
  quote: OrderQuote;
  cardAmount: Money;
  giftCardAmount: Money;
  paymentMethodId: string;
  gatewayChargeId: string;
  giftCardId: string | null;
  serviceAddress: Address;
  now: Date;
};

/** The number printed on an invoice: random digits (unique by the table), never a sequence. */
export function newInvoiceNumber(): string {
  return `INV-${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * An invoice's lines as they are kept: one per plan of the quote, with its price, fees by code,
 * taxes by code and any proration (billing's invoice view reads them).
 */
export function invoiceLinesOf(quote: Quote, subscriptionId: string): Record<string, unknown>[] {
  return quote.details.map((detail) => ({
    offerId: detail.planCode,
    productId: detail.planCode,
    subscriptionId,
    description: detail.packageName,
    phase: detail.phase,
    startDate: detail.startDate,
    endDate: detail.endDate,
    amountAllocation: {
      amount: detail.priceAmount,
      fees: detail.fees,
      taxes: detail.taxes,
      proration: detail.prorated ?? null,
    },
  }));
}

/**
 * Today's invoice of a confirmed order (spec 001 §3 Invoice): its lines with taxes and fees from
 * the quote, paid in full by the card and the gift card, with one payment row for each part that
 * is above zero. A free start (trial) gets an invoice of 0 and no payment.
 */
export async function writeInvoice(
  tx: Db,
  input: InvoiceInput,
  held?: HeldWrites,
): Promise<string> {
  const today = input.quote.currentQuote;
  const id = newCommerceId('invoice', input.now);
  const number = newInvoiceNumber();
  const invoice = tx.insert(invoices).values({
    id,
    number,
    accountNumber: input.accountNumber,
    subscriptionId: input.subscriptionId,
    orderId: input.orderId,
    currency: today.currency,
    amountTotalMinor: today.totalAmount.amountMinor,
    amountPaidMinor: input.cardAmount.amountMinor + input.giftCardAmount.amountMinor,
    amountDueMinor: 0,
    appliedBalanceMinor: input.giftCardAmount.amountMinor,
    lines: invoiceLinesOf(today, input.subscriptionId),
    paymentMethodId: input.paymentMethodId,
    serviceAddress: input.serviceAddress,
    issuedAt: input.now,
    dueDate: input.now,
  });
  const rows = [];
  if (input.cardAmount.amountMinor > 0) {
    rows.push({
      id: newCommerceId('payment', input.now),
      accountNumber: input.accountNumber,
      invoiceId: id,
      entryType: 'payment',
      paymentMethodId: input.paymentMethodId,
      giftCardId: null,
      gatewayChargeId: input.gatewayChargeId,
      amountMinor: input.cardAmount.amountMinor,
      currency: input.cardAmount.currency,
      paidAt: input.now,
    });
  }
  if (input.giftCardAmount.amountMinor > 0 && input.giftCardId) {
    rows.push({
      id: newCommerceId('payment', input.now),
      accountNumber: input.accountNumber,
      invoiceId: id,
      entryType: 'payment',
      paymentMethodId: null,
      giftCardId: input.giftCardId,
      gatewayChargeId: null,
      amountMinor: input.giftCardAmount.amountMinor,
      currency: input.giftCardAmount.currency,
      paidAt: input.now,
    });
  }
  // The invoice and its payments: one statement, or held for the transaction's last (its number
  // is made here, so nothing waits on the row).
  await writeOrHold(
    tx,
    [invoice, rows.length > 0 ? tx.insert(payments).values(rows) : undefined],
    held,
  );
  return number;
}
