/** What other modules use of the catalog (the orders engineer's purchase and order calls). */
export type {
  CatalogOfferRow,
  CatalogPackageRow,
  OfferWithPackage,
  ServiceType,
} from './catalog-rows.ts';
export { serviceTypeOf } from './catalog-rows.ts';
export { withCatalogueTimeout } from './catalogue-timeout.ts';
export { isOfferAvailable, offerAvailabilityAt } from './offer-availability.ts';
export {
  findOfferByPlanCode,
  findOffersByPlanCodes,
  listOffersOfCampaign,
  listOffersOfMarket,
} from './offer-store.ts';
export { promoCodeRefusal, requireUsablePromoCode } from './promo-code-refusal.ts';
export {
  type PromoCodeFailureCode,
  type PromoCodeResolution,
  promoCustomerKey,
  type ResolvePromoCodeInput,
  resolvePromoCode,
} from './promo-codes.ts';
