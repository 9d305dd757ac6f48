import { offerTypeOf, type TRIAL_PREFERENCES } from '@orbit/domain';
import type { OfferWithPackage } from '../catalog-rows.ts';

export type OfferFilters = {
  baseTerm?: 'Monthly' | 'Annual' | undefined;
  trialPreference?: (typeof TRIAL_PREFERENCES)[number] | undefined;
};

/**
 * The eligibility service's query filters: `baseTerm` keeps that term; `trialPreference=noTrial`
 * leaves trials out, `trial` lists them first (otherwise catalog order).
 */
export function applyOfferFilters(
  offers: readonly OfferWithPackage[],
  filters: OfferFilters,
): OfferWithPackage[] {
  let kept = filters.baseTerm
    ? offers.filter((offer) => offer.baseTerm === filters.baseTerm)
    : [...offers];
  if (filters.trialPreference === 'noTrial') {
    kept = kept.filter((offer) => offerTypeOf(offer) !== 'Trial');
  }
  if (filters.trialPreference === 'trial') {
    const isTrial = (offer: OfferWithPackage) => (offerTypeOf(offer) === 'Trial' ? 0 : 1);
    kept = [...kept].sort((a, b) => isTrial(a) - isTrial(b));
  }
  return kept;
}
