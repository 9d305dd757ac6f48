/** The two markets Orbit Radio sells in. Lower-case, as the deployment settings spell them. */
export const COUNTRIES = ['us', 'ca'] as const;
export type Country = (typeof COUNTRIES)[number];

export const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

/** The US serves en-US only; Canada serves en-CA (its default) and fr-CA, with a toggle. */
export const LOCALES_BY_COUNTRY: Record<Country, readonly Locale[]> = {
  us: ['en-US'],
  ca: ['en-CA', 'fr-CA'],
};

export const DEFAULT_LOCALE_BY_COUNTRY: Record<Country, Locale> = {
  us: 'en-US',
  ca: 'en-CA',
};

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function supportsLocale(country: Country, locale: Locale): boolean {
  return LOCALES_BY_COUNTRY[country].includes(locale);
}
