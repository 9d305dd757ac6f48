import {
  formatMoney,
  type Locale,
  type PlanChangePreview,
  type PresentedOffer,
} from '@orbit/domain';
import type { ReactNode } from 'react';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { SummaryRow } from '../../../shared/ui/index.ts';

export interface NewPlanRowsProps {
  offer: PresentedOffer;
  /** The plan change's preview, when the quote had one. */
  change: PlanChangePreview | undefined;
  /** The day the new plan starts (the change's, or a trial's end when the quote has no change). */
  startsOn?: string | undefined;
  /** Rows between the start day and the next bill (the credit, what was charged). */
  children?: ReactNode;
}

/** The new plan and its price, the day it starts, then the next bill: the preview's and thanks'. */
export function NewPlanRows({ offer, change, startsOn, children }: NewPlanRowsProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  return (
    <>
      <SummaryRow label={t('subscription.change.preview.newPlan')}>
        {t('subscription.change.preview.plan', {
          packageName: offer.packageName,
          months: offer.renewalTermMonths,
          price: formatMoney(offer.renewalPrice, locale),
        })}
      </SummaryRow>
      {(change?.effectiveOn ?? startsOn) ? (
        <SummaryRow label={t('subscription.change.preview.starts')}>
          {formatDay(change?.effectiveOn ?? startsOn ?? '')}
        </SummaryRow>
      ) : null}
      {children}
      {change ? (
        <SummaryRow
          label={t('subscription.change.preview.nextBill', {
            date: formatDay(change.nextBill.date),
          })}
          amount
        >
          {formatMoney(change.nextBill.amount, locale)}
        </SummaryRow>
      ) : null}
    </>
  );
}
