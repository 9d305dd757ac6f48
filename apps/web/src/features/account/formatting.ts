import { formatMoney, type Locale, type Money } from '@orbit/domain';
import { useCallback } from 'react';
import { useIntl } from '../../shared/i18n/intl.tsx';

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
