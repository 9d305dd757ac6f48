import { formatMoney, type Locale, type Money } from '@orbit/domain';
import { useMemo } from 'react';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';

/**
 * Dates and amounts in the reader's locale (flows §9.6): en-US `MM/dd/y`, en-CA `MMMM d, y`,
 * fr-CA `d MMMM y`; amounts through `formatMoney` (fr-CA `1 234,50 $`). Dates arrive as
 * calendar days (YYYY-MM-DD) and are read in UTC so no time zone moves them a day.
 */
export function useBillingFormat() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const formatDay = useFormatDay();
  return useMemo(() => {
    return {
      locale,
      /** A calendar day (YYYY-MM-DD) or the day of an instant, as `useFormatDay` writes it. */
      date: formatDay,
      money(amount: Money): string {
        return formatMoney(amount, locale);
      },
    };
  }, [formatDay, locale]);
}
