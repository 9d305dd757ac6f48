import { type Country, type Locale, resolveLocale } from '@orbit/domain';
import { getQueryParam } from '../routing/query.ts';

/**
 * The locale a visit starts in, read once from the first URL: the `langpref` parameter
 * (case-insensitive key, `xx` or `xx-YY`) when the country supports it, else the country default.
 */
export function initialLocale(country: Country, search: string): Locale {
  return resolveLocale(getQueryParam(search, 'langpref'), country);
}
