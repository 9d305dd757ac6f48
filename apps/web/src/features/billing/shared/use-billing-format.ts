import { formatMoney, type Locale, type Money } from '@orbit/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * Dates and amounts in the reader's locale (flows §9.6): en-US `MM/dd/y`, en-CA `MMMM d, y`,
 * fr-CA `d MMMM y`; amounts through `formatMoney` (fr-CA `1 234,50 $`). Dates arrive as
 * calendar days (YYYY-MM-DD) and are read in UTC so no time zone moves them a day.
 */
export function useBillingFormat() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  return useMemo(() => {
    const dateOptions: Intl.DateTimeFormatOptions =
      locale === 'en-US'
        ? { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }
        : { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' };
    return {
      locale,
      date(value: string): string {
        const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
        const parsed = new Date(day);
        return Number.isNaN(parsed.getTime()) ? value : intl.formatDate(parsed, dateOptions);
      },
      money(amount: Money): string {
        return formatMoney(amount, locale);
      },
    };
  }, [intl, locale]);
}
