import {
  FEE_LABEL_KEYS,
  type Money,
  type OrderQuote,
  type Quote,
  TAX_LABEL_KEYS,
} from '@orbit/domain';

/** One row of an order summary: a message id (with values) and an amount. */
export interface QuoteLine {
  key: string;
  labelId: string;
  values?: Record<string, string | number>;
  amount: Money;
  /** For a tax: its rate, shown in the label ("QST (9.975%)"). */
  rate?: number;
}

/**
 * The rows of one charge: each plan, each fee (music royalty, activation), each tax under its
 * own name (GST/HST/PST/RST/QST, state sales tax), then the gift card applied when there is one.
 * A plan that takes the multi-radio discount shows its price before it and the saving on its own
 * row (a detail's price is after the discount).
 */
export function quoteLines(quote: Quote): QuoteLine[] {
  const lines: QuoteLine[] = quote.details.flatMap((detail, index) => {
    const saving = detail.mrdDiscount?.amountMinor ?? 0;
    const plan = {
      key: `plan-${index}-${detail.planCode}`,
      labelId: 'checkout.quote.plan',
      values: { packageName: detail.packageName, months: detail.termLength },
      amount: { ...detail.priceAmount, amountMinor: detail.priceAmount.amountMinor + saving },
    };
    if (saving <= 0) return [plan];
    const discount = {
      key: `mrd-${index}-${detail.planCode}`,
      labelId: 'checkout.quote.mrdDiscount',
      amount: { ...detail.priceAmount, amountMinor: -saving },
    };
    return [plan, discount];
  });
  for (const fee of quote.fees) {
    lines.push({ key: `fee-${fee.code}`, labelId: FEE_LABEL_KEYS[fee.code], amount: fee.amount });
  }
  for (const tax of quote.taxes) {
    lines.push({
      key: `tax-${tax.code}`,
      labelId: TAX_LABEL_KEYS[tax.code],
      amount: tax.amount,
      rate: tax.ratePpm / 1_000_000,
    });
  }
  return lines;
}

/** The gift-card part of a charge: total less what the card pays, when a gift card covers some. */
export function giftCardAppliedOf(quote: Quote): Money | undefined {
  const applied = quote.totalAmount.amountMinor - quote.currentBalance.amountMinor;
  return applied > 0 ? { amountMinor: applied, currency: quote.currency } : undefined;
}

/** The next charge after today: when the free or promo phase ends, else the first renewal. */
export function laterQuoteOf(order: OrderQuote): Quote | undefined {
  return order.futureQuote ?? order.renewalQuote;
}

/** The first day of a charge (ISO date), read from its first plan line. */
export function startDateOf(quote: Quote): string | undefined {
  return quote.details[0]?.startDate;
}
