import type { Locale } from '@orbit/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogPackages, type SubscriptionRow } from '../../db/schema/index.ts';
import { findOffersByPlanCodes } from '../catalog/index.ts';

/** The name of each plan code, in `locale`, as the catalog's offers name their packages. */
export async function offerNamesOf(
  db: Db,
  planCodes: readonly string[],
  locale: Locale,
): Promise<Map<string, string>> {
  const offers = await findOffersByPlanCodes(db, planCodes);
  return new Map(
    [...offers].map(([code, offer]) => [code, offer.package.names[locale] ?? offer.name]),
  );
}

/**
 * The name each subscription is shown with, in `locale`: its package's name as the catalog
 * offer names it (as checkout's quotes and emails do), else the package's own name when the plan
 * left the catalog (older plans), else the package id.
 */
export async function planNamesOf(
  db: Db,
  subscriptions: readonly SubscriptionRow[],
  locale: Locale,
): Promise<Map<string, string>> {
  if (subscriptions.length === 0) return new Map();
  const offers = await findOffersByPlanCodes(
    db,
    subscriptions.map((subscription) => subscription.planCode),
  );
  const packageIds = [...new Set(subscriptions.map((subscription) => subscription.packageId))];
  const packages = await db
    .select()
    .from(catalogPackages)
    .where(inArray(catalogPackages.id, packageIds));
  const names = new Map<string, string>();
  for (const subscription of subscriptions) {
    const offer = offers.get(subscription.planCode);
    const pack = packages.find((row) => row.id === subscription.packageId);
    const name =
      offer?.package.names[locale] ??
      offer?.name ??
      pack?.names[locale] ??
      pack?.names['en-US'] ??
      subscription.packageId;
    names.set(subscription.id, name);
  }
  return names;
}
