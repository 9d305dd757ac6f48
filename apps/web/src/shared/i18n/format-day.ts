import type { Locale } from '@orbit/domain';
import { useCallback } from 'react';
import { useIntl } from './intl.tsx';

/**
 * How each language writes a date (flows §9.6): en-US 10/21/2026, en-CA October 21, 2026,
 * fr-CA 21 octobre 2026 (and 1er décembre 2026).
 */
const DAY_FORMAT: Record<Locale, Intl.DateTimeFormatOptions> = {
  'en-US': { year: 'numeric', month: '2-digit', day: '2-digit' },
  'en-CA': { dateStyle: 'long' },
  'fr-CA': { dateStyle: 'long' },
};

/** French writes the first of a month as an ordinal: 1er décembre 2026. */
function written(parts: Intl.DateTimeFormatPart[], locale: string): string {
  const frenchFirst = locale === 'fr-CA';
  return parts
    .map((part) => (frenchFirst && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** A calendar date (YYYY-MM-DD) as the reader's language writes it; read as UTC, so it never shifts a day. */
export function useFormatDay(): (day: string) => string {
  const intl = useIntl();
  const format = DAY_FORMAT[intl.locale as Locale] ?? DAY_FORMAT['en-US'];
  return useCallback(
    (day) =>
      written(
        intl.formatDateToParts(`${day.slice(0, 10)}T00:00:00Z`, { ...format, timeZone: 'UTC' }),
        intl.locale,
      ),
    [intl, format],
  );
}

/** The day of an instant (ISO 8601) where the reader is, written as `useFormatDay` writes dates. */
export function useFormatInstantDay(): (instant: string) => string {
  const intl = useIntl();
  const format = DAY_FORMAT[intl.locale as Locale] ?? DAY_FORMAT['en-US'];
  return useCallback(
    (instant) => written(intl.formatDateToParts(instant, format), intl.locale),
    [intl, format],
  );
}
