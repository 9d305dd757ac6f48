import type { OrderQuote } from '@orbit/domain';

/**
 * The day the trial ends, as the quote prices it: its trial line's end (exclusive, so the day
 * the service stops — or the paid plan's first charge falls). Undefined without a trial line.
 */
export function trialEndOf(quote: OrderQuote): string | undefined {
  return quote.currentQuote.details.find((detail) => detail.phase === 'trial')?.endDate;
}
