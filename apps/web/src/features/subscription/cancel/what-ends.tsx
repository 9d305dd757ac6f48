import type { CancellationPreview, CurrentPlan, Money } from '@orbit/domain';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Price, Summary, SummaryRow } from '../../../shared/ui/index.ts';

/** The 3–5 business days a refund takes to reach the card (flows §5.2). */
export const REFUND_BUSINESS_DAYS = { from: 3, to: 5 } as const;

/**
 * What cancelling means, in the customer's words: the plan and what comes with it, the day
 * service ends, and any refund with when it arrives. A trial ends at its end, nothing charged.
 */
export function WhatEnds({ plan, preview }: { plan: CurrentPlan; preview: CancellationPreview }) {
  const t = useT();
  const day = useFormatDay();
  const endsOn = day(preview.serviceEndsOn);
  return (
    <Summary>
      <SummaryRow label={t('cancel.review.plan')}>
        {plan.packageName}
        {plan.radioIdLastFour ? (
          <> {t('cancel.review.radio', { last4: plan.radioIdLastFour })}</>
        ) : null}
      </SummaryRow>
      <SummaryRow label={t('cancel.review.lose')}>
        {t(`cancel.review.lose.${plan.serviceType}`, { plan: plan.packageName })}
      </SummaryRow>
      <SummaryRow label={t('cancel.review.ends')}>
        {preview.isTrial
          ? t('cancel.review.ends.trial', { date: endsOn })
          : preview.cancellationType === 'IMMEDIATE'
            ? t('cancel.review.ends.now', { date: endsOn })
            : t('cancel.review.ends.endOfTerm', { date: endsOn })}
      </SummaryRow>
      {preview.refund.amountMinor > 0 ? (
        <SummaryRow label={t('cancel.review.refund')}>
          <RefundLine refund={preview.refund} days={preview.refundedDays} ofDays={preview.ofDays} />
        </SummaryRow>
      ) : null}
    </Summary>
  );
}

function RefundLine({ refund, days, ofDays }: { refund: Money; days: number; ofDays: number }) {
  const t = useT();
  return (
    <>
      <Price amount={refund} emphasis="strong" />{' '}
      {t('cancel.review.refund.detail', { days, ofDays, ...REFUND_BUSINESS_DAYS })}
    </>
  );
}
