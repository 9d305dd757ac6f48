import {
  type CampaignContent,
  type Country,
  campaignContentSchema,
  DEFAULT_LOCALE_BY_COUNTRY,
  type Locale,
} from '@orbit/domain';
import type { CampaignRow } from './campaign-store.ts';

/** The market of a stored row (`us` or `ca`); anything else reads as the US. */
export function countryOfRow(row: { country: string }): Country {
  return row.country === 'ca' ? 'ca' : 'us';
}

/**
 * What a content row says in a locale: that locale's text, else the row's market default
 * (en-US or en-CA), else any. Content is written for all three locales; the fallback only
 * keeps a half-translated row readable.
 */
export function inLocale<T>(
  byLocale: Partial<Record<Locale, T>>,
  locale: Locale,
  country: Country,
): T | undefined {
  return (
    byLocale[locale] ?? byLocale[DEFAULT_LOCALE_BY_COUNTRY[country]] ?? Object.values(byLocale)[0]
  );
}

/** A campaign's content in a locale, checked against the contract before it leaves. */
export function campaignContentOf(row: CampaignRow, locale: Locale): CampaignContent {
  const content = inLocale(row.content, locale, countryOfRow(row)) ?? {};
  return campaignContentSchema.parse({ ...content, id: row.id, kind: row.kind });
}
