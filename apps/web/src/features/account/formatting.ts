import { formatMoney, type Locale, type Money } from '@orbit/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * A calendar date (YYYY-MM-DD) in the reader's words: October 21, 2026 / 21 octobre 2026. Read
 * as UTC, so the day never shifts with the reader's time zone.
 */
export function useFormatDay(): (day: string) => string {
  const intl = useIntl();
  return useCallback(
    (day) =>
      intl.formatDate(`${day.slice(0, 10)}T00:00:00Z`, { timeZone: 'UTC', dateStyle: 'long' }),
    [intl],
  );
}

/** The day of an instant (ISO 8601) where the reader is: October 21, 2026. */
export function useFormatInstantDay(): (instant: string) => string {
  const intl = useIntl();
  return useCallback((instant) => intl.formatDate(instant, { dateStyle: 'long' }), [intl]);
}

/** An amount for a sentence (a `Price` is for amounts standing alone): fr-CA 1 234,50 $. */
export function useFormatMoney(): (amount: Money) => string {
  const locale = useIntl().locale as Locale;
  return useCallback((amount) => formatMoney(amount, locale), [locale]);
}

/** Ten digits as customers write them: 555-123-4567. */
export function displayPhone(digits: string): string {
  return /^\d{10}$/.test(digits)
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}
