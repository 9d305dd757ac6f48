import type { CatalogOfferRow } from './catalog-rows.ts';

export type OfferAvailability = 'available' | 'notYetAvailable' | 'ended';

/**
 * Whether an offer may be sold at `now`: from `availableFrom` (inclusive) until `availableUntil`
 * (exclusive, none for an offer without an end).
 */
export function offerAvailabilityAt(
  offer: Pick<CatalogOfferRow, 'availableFrom' | 'availableUntil'>,
  now: Date,
): OfferAvailability {
  if (now.getTime() < offer.availableFrom.getTime()) return 'notYetAvailable';
  if (offer.availableUntil && now.getTime() >= offer.availableUntil.getTime()) return 'ended';
  return 'available';
}

export function isOfferAvailable(
  offer: Pick<CatalogOfferRow, 'availableFrom' | 'availableUntil'>,
  now: Date,
): boolean {
  return offerAvailabilityAt(offer, now) === 'available';
}
