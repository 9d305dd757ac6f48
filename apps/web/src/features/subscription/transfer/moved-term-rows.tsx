import { formatMoney, type Locale, type Money, type TermTransfer } from '@orbit/domain';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { SummaryRow } from '../../../shared/ui/index.ts';

export interface MovedTermRowsProps {
  transfer: TermTransfer;
  /** What was charged (a thanks page): always nothing for a move, said in its own row. */
  charged?: Money | undefined;
}

/**
 * The rows every move states (ADR 068), inside a page's `Summary`: the paid days that move and
 * their value, the next bill unchanged, and on a thanks page what was charged. The transfer's
 * review, the swap's checkout and both thanks pages show them the same way.
 */
export function MovedTermRows({ transfer, charged }: MovedTermRowsProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  return (
    <>
      <SummaryRow label={t('transfer.review.remaining')}>
        {t('transfer.review.remainingValue', {
          days: transfer.remainingDays,
          value: formatMoney(transfer.remainingValue, locale),
        })}
      </SummaryRow>
      {transfer.nextBill ? (
        <SummaryRow label={t('transfer.review.nextBill')}>
          {t('transfer.review.nextBillValue', {
            date: formatDay(transfer.nextBill.date),
            amount: formatMoney(transfer.nextBill.amount, locale),
          })}
        </SummaryRow>
      ) : null}
      {charged ? (
        <SummaryRow label={t('transfer.thanks.charged')} amount>
          {formatMoney(charged, locale)}
        </SummaryRow>
      ) : null}
    </>
  );
}
