import type { catalogOffers, catalogPackages } from '../../db/schema/index.ts';

export type CatalogPackageRow = typeof catalogPackages.$inferSelect;
export type CatalogOfferRow = typeof catalogOffers.$inferSelect;

/** An offer as the catalog sells it: the plan code's row with the package it is a price for. */
export type OfferWithPackage = CatalogOfferRow & { package: CatalogPackageRow };

export type ServiceType = 'streaming' | 'satellite';

export function serviceTypeOf(streaming: boolean): ServiceType {
  return streaming ? 'streaming' : 'satellite';
}
