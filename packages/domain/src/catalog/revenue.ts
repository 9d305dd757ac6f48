import type { Money } from './money.ts';

export const REVENUE_STATUSES = ['Immediate', 'Deferred'] as const;
export type RevenueStatus = (typeof REVENUE_STATUSES)[number];

/** Revenue is Immediate when the current quote charges something now, Deferred otherwise. */
export function revenueStatusOf(currentQuoteTotal: Money): RevenueStatus {
  return currentQuoteTotal.amountMinor > 0 ? 'Immediate' : 'Deferred';
}
