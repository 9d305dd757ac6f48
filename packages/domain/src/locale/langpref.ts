import {
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
  isLocale,
  type Locale,
  supportsLocale,
} from './locales.ts';

const LANGPREF_PATTERN = /^([a-z]{2})(?:[-_]([a-z]{2}))?$/i;

/**
 * Normalises a `langpref` query value (case-insensitive, `xx` or `xx-YY`) to `xx-YY`:
 * language lower-cased, region upper-cased, the region defaulting to the country.
 * Returns undefined for anything that is not of that shape.
 */
export function normaliseLangpref(raw: string, country: Country): string | undefined {
  const match = LANGPREF_PATTERN.exec(raw.trim());
  if (!match) return undefined;
  const language = (match[1] ?? '').toLowerCase();
  const region = (match[2] ?? country).toUpperCase();
  return `${language}-${region}`;
}

/**
 * The locale a visit starts in: the `langpref` asked for when the country supports it,
 * otherwise the country's default (a US host ignores fr-CA).
 */
export function resolveLocale(langpref: string | null | undefined, country: Country): Locale {
  const fallback = DEFAULT_LOCALE_BY_COUNTRY[country];
  if (!langpref) return fallback;
  const normalised = normaliseLangpref(langpref, country);
  if (!normalised || !isLocale(normalised)) return fallback;
  return supportsLocale(country, normalised) ? normalised : fallback;
}
