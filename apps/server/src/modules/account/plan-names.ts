import type { Locale } from '@orbit/domain';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import type { CatalogPackageRow, OfferWithPackage } from '../catalog/index.ts';

/** The name of a plan code in `locale`, as the catalog's offer names its package, if it has one. */
export function offerNameOf(
  offers: ReadonlyMap<string, OfferWithPackage>,
  planCode: string,
  locale: Locale,
): string | undefined {
  const offer = offers.get(planCode);
  return offer && (offer.package.names[locale] ?? offer.name);
}

/**
 * The name each subscription is shown with, in `locale`: its package's name as the catalog
 * offer names it (as checkout's quotes and emails do), else the package's own name when the plan
 * left the catalog (older plans), else the package id.
 */
export function planNamesOf(
  subscriptions: readonly SubscriptionRow[],
  offers: ReadonlyMap<string, OfferWithPackage>,
  packages: readonly CatalogPackageRow[],
  locale: Locale,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const subscription of subscriptions) {
    const pack = packages.find((row) => row.id === subscription.packageId);
    const name =
      offerNameOf(offers, subscription.planCode, locale) ??
      pack?.names[locale] ??
      pack?.names['en-US'] ??
      subscription.packageId;
    names.set(subscription.id, name);
  }
  return names;
}
