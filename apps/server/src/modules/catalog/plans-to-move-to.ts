import type { Country } from '@orbit/domain';
import type { OfferWithPackage } from './catalog-rows.ts';

/** The campaign whose offers are the market's retention ("save") offers. */
export const RETENTION_CAMPAIGN_ID: Record<Country, string> = {
  us: 'us_retention',
  ca: 'ca_retention',
};

/** A retention offer: what the cancel flow offers to keep a customer, not a plan to pick. */
export function isRetentionOffer(offer: Pick<OfferWithPackage, 'country' | 'campaignId'>): boolean {
  const country: Country = offer.country === 'ca' ? 'ca' : 'us';
  return offer.campaignId === RETENTION_CAMPAIGN_ID[country];
}

/** The campaigns whose offers only a renewal code sells (ADR 039): the renewal promos, Choice. */
export const RENEWAL_CAMPAIGN_ID: Record<Country, string> = {
  us: 'us_renewal',
  ca: 'ca_renewal',
};

/** An offer of a renewal campaign: bought through its renewal code, never picked or moved to. */
export function isRenewalOffer(offer: Pick<OfferWithPackage, 'country' | 'campaignId'>): boolean {
  const country: Country = offer.country === 'ca' ? 'ca' : 'us';
  return offer.campaignId === RENEWAL_CAMPAIGN_ID[country];
}

/**
 * The vehicle-data plans (traffic, weather, fuel prices: the catalog's `infotainment` packages)
 * are added beside a car radio's audio plan, never moved to.
 */
export function isVehicleDataOffer(offer: OfferWithPackage): boolean {
  return offer.package.category === 'infotainment';
}

/**
 * Whether a subscription of `serviceType` may move to `offer`: an audio plan of the same service
 * that anyone may buy (not for new subscribers only, no free trial, not a renewal campaign's).
 * Market, billing platform and dates are the sellable-offer checks.
 */
export function isPlanToMoveTo(serviceType: string, offer: OfferWithPackage): boolean {
  return (
    offer.serviceType === serviceType &&
    !offer.newSubscribersOnly &&
    !isVehicleDataOffer(offer) &&
    !isRenewalOffer(offer) &&
    !offer.phases.some((phase) => phase.type === 'Free')
  );
}
