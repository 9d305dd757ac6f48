import {
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
  type Locale,
  supportsLocale,
} from '@orbit/domain';

/** The locale to answer in: the one asked for when the market speaks it, else the market's default. */
export function localeFor(country: Country, requested: Locale | undefined): Locale {
  return requested && supportsLocale(country, requested)
    ? requested
    : DEFAULT_LOCALE_BY_COUNTRY[country];
}
