import type { OrderQuote, PresentedOffer } from '@orbit/domain';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Price, Summary, SummaryRow } from '../../../shared/ui/index.ts';

/** How long the offer's free phase runs, in months (0 when the offer has none). */
export function trialMonthsOf(offer: PresentedOffer): number {
  const [first] = offer.phases;
  return first && first.price.total.amountMinor === 0 && first.duration.kind === 'finite'
    ? first.duration.months
    : 0;
}

/**
 * A used-car trial as the customer gets it: the package, the radio when known, the free months,
 * and what follows and what it will cost (the offer's renewal price); with a quote, the day the
 * trial ends.
 */
export function TrialOfferSummary({
  offer,
  quote,
  radioLastFour,
}: {
  offer: PresentedOffer;
  quote?: OrderQuote | undefined;
  radioLastFour?: string | undefined;
}) {
  const t = useT();
  const formatDay = useFormatDay();
  const trialEnds = quote?.currentQuote.details[0]?.endDate;
  return (
    <Summary label={t('usedCar.rtp.offer.title')}>
      <SummaryRow label={t('usedCar.rtp.offer.package')}>{offer.packageName}</SummaryRow>
      {radioLastFour ? (
        <SummaryRow label={t('usedCar.rtp.offer.radio')}>
          {t('usedCar.radioEnding', { lastFour: radioLastFour })}
        </SummaryRow>
      ) : null}
      <SummaryRow label={t('usedCar.rtp.offer.trial')}>
        {t('usedCar.rtp.offer.months', { months: trialMonthsOf(offer) })}
      </SummaryRow>
      {trialEnds ? (
        <SummaryRow label={t('usedCar.rtp.offer.ends')}>{formatDay(trialEnds)}</SummaryRow>
      ) : null}
      <SummaryRow label={t('usedCar.rtp.offer.then')} amount>
        <Price
          amount={offer.renewalPrice}
          suffix={t('usedCar.rtp.offer.per', { months: offer.renewalTermMonths })}
        />
      </SummaryRow>
    </Summary>
  );
}
