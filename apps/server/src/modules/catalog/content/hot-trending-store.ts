import type { Country } from '@orbit/domain';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { hotTrendingItems } from '../../../db/schema/index.ts';
import { sanitiseHtml } from './html-sanitiser.ts';

export type HotTrendingRow = typeof hotTrendingItems.$inferSelect;

function sanitisedBodies(bodyHtml: Record<string, string>): HotTrendingRow['bodyHtml'] {
  return Object.fromEntries(
    Object.entries(bodyHtml).map(([locale, html]) => [locale, sanitiseHtml(html)]),
  ) as HotTrendingRow['bodyHtml'];
}

/**
 * Writes hot-and-trending items with their body HTML sanitised on the way in, whoever wrote them
 * (the seed, a content tool): the table never holds markup outside the allow-list.
 */
export async function saveHotTrendingItems(
  db: Db,
  items: readonly HotTrendingRow[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(hotTrendingItems)
    .values(items.map((item) => ({ ...item, bodyHtml: sanitisedBodies(item.bodyHtml) })));
}

/** The items of a market live at `now`, in their order. */
export async function listLiveHotTrendingItems(
  db: Db,
  country: Country,
  now: Date,
): Promise<HotTrendingRow[]> {
  return db
    .select()
    .from(hotTrendingItems)
    .where(
      and(
        eq(hotTrendingItems.country, country),
        lte(hotTrendingItems.startsAt, now),
        or(isNull(hotTrendingItems.endsAt), gt(hotTrendingItems.endsAt, now)),
      ),
    )
    .orderBy(asc(hotTrendingItems.position), asc(hotTrendingItems.id));
}
