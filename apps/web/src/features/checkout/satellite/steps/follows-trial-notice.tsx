import type { OrderQuote } from '@orbit/domain';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert } from '../../../../shared/ui/index.ts';

/**
 * The day a paid plan bought for a radio in a trial starts: the first charge after today, which
 * the server dates at the trial's end (ISO date). Undefined for a quote with no later charge.
 */
export function paidPlanStartOf(quote: OrderQuote): string | undefined {
  return quote.futureQuote?.details[0]?.startDate;
}

/** "Your paid plan starts when your trial ends on <date>", read from the quote. */
export function FollowsTrialNotice({ quote }: { quote: OrderQuote }) {
  const t = useT();
  const formatDay = useFormatDay();
  const startDate = paidPlanStartOf(quote);
  if (!startDate) return null;
  const date = formatDay(startDate);
  return <Alert>{t('satellite.followsTrial', { date })}</Alert>;
}
