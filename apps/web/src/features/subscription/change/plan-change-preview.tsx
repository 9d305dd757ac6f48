import { type CareQuoteResult, type ChangeOffer, formatMoney, type Locale } from '@orbit/domain';
import { useIntl } from 'react-intl';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Summary, SummaryRow } from '../../../shared/ui/index.ts';
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
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  return (
    <section aria-labelledby="plan-change-preview">
      <h3 id="plan-change-preview">{t('subscription.change.preview.title')}</h3>
      <Summary>
        <SummaryRow label={t('subscription.change.preview.newPlan')}>
          {t('subscription.change.preview.plan', {
            packageName: offer.packageName,
            months: offer.renewalTermMonths,
            price: money(offer.renewalPrice),
          })}
        </SummaryRow>
        {change ? (
          <SummaryRow label={t('subscription.change.preview.starts')}>
            {formatDay(change.effectiveOn)}
          </SummaryRow>
        ) : null}
        {credit ? (
          <SummaryRow label={t('subscription.change.preview.credit', { days: credit.days })} amount>
            −{money(credit.amount)}
          </SummaryRow>
        ) : null}
        {change ? (
          <SummaryRow
            label={t('subscription.change.preview.nextBill', {
              date: formatDay(change.nextBill.date),
            })}
            amount
          >
            {money(change.nextBill.amount)}
          </SummaryRow>
        ) : null}
      </Summary>
      {change ? (
        <p>
          {t(`subscription.change.preview.timing.${change.timing}`, {
            date: formatDay(change.effectiveOn),
          })}
        </p>
      ) : null}
    </section>
  );
}
