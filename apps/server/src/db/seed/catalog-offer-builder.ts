import type { OfferPhase } from '@orbit/domain';
import type { catalogOffers } from '../schema/index.ts';

export type OfferRow = typeof catalogOffers.$inferInsert;

/** Every demo offer is on sale from this day unless it says otherwise. */
export const CATALOG_OPENS = new Date('2025-01-01T00:00:00Z');

type OfferSpec = Pick<OfferRow, 'planCode' | 'packageId' | 'name' | 'sortOrder'> & {
  phases: OfferPhase[];
} & Partial<
    Pick<
      OfferRow,
      | 'baseTerm'
      | 'billingPlatform'
      | 'activationFeeMinor'
      | 'campaignId'
      | 'organic'
      | 'newSubscribersOnly'
      | 'fallbackPlanCode'
      | 'etfAmountMinor'
      | 'etfTermMonths'
      | 'dealCode'
      | 'availableFrom'
      | 'availableUntil'
      | 'mrdEligible'
      | 'mrdMonthlyDiscountMinor'
      | 'studentOnly'
    >
  >;

/** An offer of one market with the usual defaults: Monthly, billed by us, on sale from 2025. */
export function offerOf(
  market: { country: 'us' | 'ca'; currency: 'USD' | 'CAD'; serviceType: 'streaming' | 'satellite' },
  spec: OfferSpec,
): OfferRow {
  return {
    baseTerm: 'Monthly',
    billingPlatform: 'Direct',
    activationFeeMinor: 0,
    campaignId: null,
    organic: false,
    newSubscribersOnly: false,
    fallbackPlanCode: null,
    etfAmountMinor: null,
    etfTermMonths: null,
    dealCode: null,
    availableFrom: CATALOG_OPENS,
    availableUntil: null,
    mrdEligible: false,
    mrdMonthlyDiscountMinor: 0,
    studentOnly: false,
    ...spec,
    ...market,
  };
}
