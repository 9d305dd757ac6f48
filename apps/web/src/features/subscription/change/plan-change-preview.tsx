import { type CareQuoteResult, type ChangeOffer, formatMoney, type Locale } from '@orbit/domain';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Summary, SummaryRow } from '../../../shared/ui/index.ts';
import { NewPlanRows } from './new-plan-rows.tsx';
import { creditOf } from './plan-change-credit.ts';

export interface PlanChangePreviewProps {
  offer: ChangeOffer;
  quote: CareQuoteResult;
}

/**
 * What the change does, before the figures of today's charge (flows §5.1 review, issue 13's
 * exact preview): the new plan and its price, the day it starts — today, at the next renewal or
 * when the trial ends — the credit for the unused days of the current term, and the next bill.
 */
export function PlanChangePreview({ offer, quote }: PlanChangePreviewProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const change = quote.planChange;
  const credit = creditOf(quote.currentQuote);
  // A trial's quote has no stored change: its plan starts with the next charge, at the trial's end.
  const startsOn =
    change?.effectiveOn ?? (quote.futureQuote ?? quote.renewalQuote)?.details[0]?.startDate;
  return (
    <section aria-labelledby="plan-change-preview">
      <h3 id="plan-change-preview">{t('subscription.change.preview.title')}</h3>
      <Summary>
        <NewPlanRows offer={offer} change={change} startsOn={startsOn}>
          {credit ? (
            <SummaryRow
              label={t('subscription.change.preview.credit', { days: credit.days })}
              amount
            >
              −{formatMoney(credit.amount, locale)}
            </SummaryRow>
          ) : null}
        </NewPlanRows>
      </Summary>
      {change ? (
        <p>
          {t(`subscription.change.preview.timing.${change.timing}`, {
            date: formatDay(change.effectiveOn),
          })}
        </p>
      ) : startsOn ? (
        <p>{t('subscription.change.preview.timing.TRIAL_END', { date: formatDay(startsOn) })}</p>
      ) : null}
    </section>
  );
}
