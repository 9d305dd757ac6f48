import type { CareAllPackageDescResult, Country, Locale } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { OfferWithPackage } from '../catalog-rows.ts';
import { isOfferAvailable } from '../offer-availability.ts';
import { listOffersOfMarket } from '../offer-store.ts';
import { highlightOf, salesContentsOf } from './offer-info.ts';
import { presentedOfferOf } from './presented-offer.ts';

/**
 * `offers/all-package-desc`: every package with an offer on sale in the market, described as
 * `offers/info` describes a plan (its name in the locale, the campaigns' heading and lines),
 * in the catalog's package order. A package is described through its first offer on sale, so
 * that offer's own campaign wins over the market's others.
 */
export async function describePackages(
  db: Db,
  input: { country: Country; locale: Locale; now: Date },
): Promise<CareAllPackageDescResult> {
  const firstOfferOfPackage = new Map<string, OfferWithPackage>();
  for (const offer of await listOffersOfMarket(db, { country: input.country })) {
    if (!isOfferAvailable(offer, input.now) || firstOfferOfPackage.has(offer.packageId)) continue;
    firstOfferOfPackage.set(offer.packageId, offer);
  }
  const contents = await salesContentsOf(db, input);
  const offers = [...firstOfferOfPackage.values()].sort(
    (a, b) => a.package.sortOrder - b.package.sortOrder || a.packageId.localeCompare(b.packageId),
  );
  return {
    packages: offers.map((offer) => {
      const presented = presentedOfferOf(offer, input.locale);
      const { highlight } = highlightOf(offer, contents);
      return {
        packageId: offer.packageId,
        packageName: presented.packageName,
        serviceType: presented.serviceType,
        description: highlight?.title ?? null,
        features: highlight?.items ?? [],
      };
    }),
  };
}
