import type { Money, MultiRadioQuoteLine, OrderQuote } from '@orbit/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';

/** The one quote of the order, as review shows it: each radio's plan, the discount, the charge. */
export interface MultiRadioQuote {
  /** The charge (today's lines, taxes, total; the next charge), as every checkout shows it. */
  quote: OrderQuote;
  /** Each radio's plan in the order, in the order asked. */
  lines: MultiRadioQuoteLine[];
  /** The multi-radio discount taken off today's charge; null when no plan takes it. */
  mrdDiscount: Money | null;
}

/** The order placed: what thanks lists for each radio, and what was charged. */
export interface PlacedMultiRadioOrder {
  orderId: string;
  email: string;
  amountCharged: Money;
  /** The discount the order took; null when none. */
  mrdDiscount: Money | null;
  radios: {
    deviceRef: string;
    radioIdLastFour: string;
    subscriptionId: string;
    packageName: string;
  }[];
}

/**
 * The order placed in an attempt, by its transaction id: put here by review, read by thanks.
 * Never fetched (an order is placed once), kept for the visit in memory only.
 */
export function placedMultiRadioOrderQuery(transactionId: string) {
  return queryOptions<PlacedMultiRadioOrder>({
    queryKey: ['subscription', 'multi-radio', 'order', transactionId] as const,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
