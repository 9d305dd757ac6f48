import { type Currency, type MrdPlanTerms, money } from '@orbit/domain';
import type { OfferWithPackage } from './catalog-rows.ts';

/** What the catalog says of an offer for the multi-radio discount (ADR 047). */
export function mrdTermsOf(offer: OfferWithPackage): MrdPlanTerms {
  const currency = offer.currency as Currency;
  return {
    mrdEligible: offer.mrdEligible,
    monthlyDiscount: money(offer.mrdEligible ? offer.mrdMonthlyDiscountMinor : 0, currency),
  };
}
