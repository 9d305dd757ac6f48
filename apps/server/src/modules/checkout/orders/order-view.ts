import {
  type Money,
  money,
  type Order,
  type OrderCharge,
  type OrderKind,
  type OrderQuote,
  type OrderStatus,
  orderQuoteSchema,
  type Quote,
  zeroMoney,
} from '@orbit/domain';
import type { OrderRow } from './order-store.ts';
import { planSwitchRecordOf } from './plan-switch-record.ts';

/** The charge a quote describes: one line per plan and period, its fees, taxes and total. */
export function chargeOfQuote(quote: Quote): OrderCharge {
  return {
    lines: quote.details.map((detail) => ({
      offerId: detail.planCode,
      description: detail.packageName,
      phase: detail.phase,
      startDate: detail.startDate,
      endDate: detail.endDate,
      termLength: detail.termLength,
      amount: detail.priceAmount,
    })),
    taxes: quote.taxes,
    fees: quote.fees,
    total: quote.totalAmount,
  };
}

/** The gift card balance an order was priced with, kept in its `customer` record. */
export function giftCardBalanceOf(row: OrderRow): Money | null {
  const balance = (row.customer as { giftCardBalance?: Money }).giftCardBalance;
  return balance ?? null;
}

/**
 * An order as `order/v1` answers it. Today's charge is `oneTimeCharge` (or `zeroCharge` when it
 * is nothing); `repeatingCharge` the promotional price renewing; `ongoingCharge` the full price.
 */
export function orderView(row: OrderRow): Order {
  const quote: OrderQuote = orderQuoteSchema.parse(row.quote);
  const today = quote.currentQuote;
  const currency = today.currency;
  const planSwitch = planSwitchRecordOf(row);
  return {
    id: row.id,
    kind: row.kind as OrderKind,
    status: row.status as OrderStatus,
    subscriptionId: row.subscriptionId,
    created: row.createdAt.toISOString(),
    expires: row.expiresAt.toISOString(),
    confirmed: row.confirmedAt?.toISOString() ?? null,
    offerId: row.planCode,
    promoCode: row.promoCode,
    charges: {
      oneTimeCharge: today.totalAmount.amountMinor !== 0 ? chargeOfQuote(today) : null,
      zeroCharge: today.totalAmount.amountMinor === 0 ? chargeOfQuote(today) : null,
      repeatingCharge: quote.promoRenewalQuote ? chargeOfQuote(quote.promoRenewalQuote) : null,
      ongoingCharge: quote.renewalQuote ? chargeOfQuote(quote.renewalQuote) : null,
    },
    previousBalance: zeroMoney(currency),
    postPurchaseBalance: zeroMoney(currency),
    giftCardBalance: giftCardBalanceOf(row),
    failureCode: row.failureCode,
    cancellation: null,
    planSwitch: planSwitch && {
      flow: planSwitch.flow,
      fromOfferId: planSwitch.fromOfferId,
      timing: planSwitch.timing,
      effectiveOn: planSwitch.effectiveOn,
    },
  };
}

/** What the card pays today: the quote's balance once a gift card paid its part. */
export function cardAmountOf(quote: OrderQuote): Money {
  const { currentBalance } = quote.currentQuote;
  // A plan change crediting more than it charges leaves the rest on the account, not the card.
  return money(Math.max(0, currentBalance.amountMinor), currentBalance.currency);
}

/** What the gift card pays today: the total less what the card pays (never below 0). */
export function giftCardAmountOf(quote: OrderQuote): Money {
  const { totalAmount, currentBalance, currency } = quote.currentQuote;
  return money(Math.max(0, totalAmount.amountMinor - currentBalance.amountMinor), currency);
}
