import type { Country, HotTrendingItem, Locale } from '@orbit/domain';
import { inLocale } from './campaign-view.ts';
import type { HotTrendingRow } from './hot-trending-store.ts';
import { sanitiseHtml } from './html-sanitiser.ts';

/**
 * One item as served, in a locale. The body is sanitised again on the way out: a row written by
 * anything but saveHotTrendingItems (a manual fix in the database) still cannot carry script.
 */
export function hotTrendingItemOf(
  row: HotTrendingRow,
  locale: Locale,
  country: Country,
): HotTrendingItem {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    altText: inLocale(row.altText, locale, country) ?? '',
    bodyHtml: sanitiseHtml(inLocale(row.bodyHtml, locale, country) ?? ''),
  };
}
