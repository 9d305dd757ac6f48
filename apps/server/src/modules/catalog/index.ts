/**
 * What other modules use of the catalog: offers, promo codes and availability for checkout, a
 * customer's standing for purchases, the reads a checkout landing's first screen shows, the retention offer for a cancellation, hot-and-trending rows for the demo seed, and its routes.
 */
export type {
  CatalogOfferRow,
  CatalogPackageRow,
  OfferWithPackage,
  ServiceType,
} from './catalog-rows.ts';
export { serviceTypeOf } from './catalog-rows.ts';
export { withCatalogueTimeout } from './catalogue-timeout.ts';
export { type HotTrendingRow, saveHotTrendingItems } from './content/hot-trending-store.ts';
export { campaignContentFor } from './content.care-routes.ts';
export {
  type RetainedSubscription,
  retainedSubscriptionOf,
  retentionOfferFor,
} from './eligibility/retention-offer.ts';
export { localeFor } from './market-locale.ts';
export { mrdTermsOf } from './mrd-terms.ts';
export { isOfferAvailable, offerAvailabilityAt } from './offer-availability.ts';
export { type JoinedOfferJson, offerOfJson, offersOfJson } from './offer-json.ts';
export {
  findOfferByPlanCode,
  findOffersByPlanCodes,
  listOffersOfCampaign,
  listOffersOfMarket,
  offerByPlanCodeSql,
} from './offer-store.ts';
export { offerInfoFor, visitorOffersFor } from './offers.care-routes.ts';
export {
  isPlanToMoveTo,
  isRenewalOffer,
  isRetentionOffer,
  isVehicleDataOffer,
  RENEWAL_CAMPAIGN_ID,
  RETENTION_CAMPAIGN_ID,
} from './plans-to-move-to.ts';
export {
  type CustomerClues,
  customerHistorySql,
  customerStandingOf,
  servicesHadBy,
  servicesHadOfJson,
  servicesHadSql,
  standingOfHistory,
} from './presentment/customer-standing.ts';
export {
  createMarketSelections,
  type MarketSelections,
} from './presentment/market-selections.ts';
export { presentedOfferOf } from './presentment/presented-offer.ts';
export { promoCodeRefusal, requireUsablePromoCode } from './promo-code-refusal.ts';
export {
  type PromoCodeFailureCode,
  type PromoCodeResolution,
  promoCodeSubjects,
  promoCodeUsedUp,
  promoCustomerKey,
  type ResolvePromoCodeInput,
  resolvePromoCode,
} from './promo-codes.ts';
export { registerCatalogCapability } from './routes.ts';
