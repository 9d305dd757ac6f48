import type { Money, Quote } from '@orbit/domain';

/**
 * The credit for the unused part of the current term, as today's charge carries it: each plan
 * line's credit (already taken off its price), summed, with the unused days it is for.
 */
export function creditOf(quote: Quote): { amount: Money; days: number } | undefined {
  let amountMinor = 0;
  let days = 0;
  for (const detail of quote.details) {
    const credit = detail.prorated?.credit;
    if (!credit || credit.amountMinor <= 0) continue;
    amountMinor += credit.amountMinor;
    days = Math.max(days, detail.prorated?.days ?? 0);
  }
  return amountMinor > 0 ? { amount: { amountMinor, currency: quote.currency }, days } : undefined;
}
