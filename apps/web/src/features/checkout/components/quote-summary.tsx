import { formatMoney, type Locale, type Money, type OrderQuote, type Quote } from '@orbit/domain';
import { useId } from 'react';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Summary, SummaryRow } from '../../../shared/ui/index.ts';
import styles from './checkout.module.css';
import { giftCardAppliedOf, laterQuoteOf, quoteLines, startDateOf } from './quote-lines.ts';

export interface QuoteSummaryProps {
  quote: OrderQuote;
  /** Heading level of the summary's title inside the page. */
  headingLevel?: 2 | 3;
}

/**
 * The order summary (flows §2.1 review): what is charged today line by line (plan, fees, each
 * tax with its name and rate, gift card), the total, and the next charge with its date.
 */
export function QuoteSummary({ quote, headingLevel = 2 }: QuoteSummaryProps) {
  const t = useT();
  const intl = useIntl();
  const formatDay = useFormatDay();
  const locale = intl.locale as Locale;
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const money = (amount: Money) => formatMoney(amount, locale);
  const later = laterQuoteOf(quote);
  const laterDate = later ? startDateOf(later) : undefined;
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.subhead}>
        {t('checkout.quote.title')}
      </Heading>
      <ChargeList
        quote={quote.currentQuote}
        money={money}
        totalLabel={t('checkout.quote.dueToday')}
      />
      {later && laterDate ? (
        <>
          <p className={styles.summaryTitle}>
            {t('checkout.quote.laterTitle', {
              date: formatDay(laterDate),
            })}
          </p>
          <ChargeList quote={later} money={money} totalLabel={t('checkout.quote.laterTotal')} />
        </>
      ) : null}
    </section>
  );
}

function ChargeList({
  quote,
  money,
  totalLabel,
}: {
  quote: Quote;
  money: (amount: Money) => string;
  totalLabel: string;
}) {
  const t = useT();
  const intl = useIntl();
  const giftCard = giftCardAppliedOf(quote);
  return (
    <Summary>
      {quoteLines(quote).map((line) => (
        <SummaryRow
          key={line.key}
          label={t(line.labelId, {
            ...line.values,
            rate:
              line.rate === undefined
                ? undefined
                : intl.formatNumber(line.rate, { style: 'percent', maximumFractionDigits: 3 }),
          })}
          amount
        >
          {money(line.amount)}
        </SummaryRow>
      ))}
      {giftCard ? (
        <SummaryRow label={t('checkout.quote.giftCard')} amount>
          −{money(giftCard)}
        </SummaryRow>
      ) : null}
      <SummaryRow label={totalLabel} total amount>
        {money(quote.currentBalance)}
      </SummaryRow>
    </Summary>
  );
}
