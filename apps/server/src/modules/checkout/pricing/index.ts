/** Pricing of catalog offers for checkout (care quotes, orders, purchases). */
export {
  type PriceNewSubscriptionInput,
  type PricingFieldNames,
  pricedNewSubscription,
  priceNewSubscription,
} from './price-new-subscription.ts';
export { packageNameOf, quotePlanOf, withFollowOn } from './quote-plan.ts';
export { requireSellableOffer, type SellableOfferCheck } from './sellable-offer.ts';
