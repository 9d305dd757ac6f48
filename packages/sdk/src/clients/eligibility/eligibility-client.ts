import {
  type Country,
  type EligibilityNewOffersQuery,
  type EligibilitySubscriptionOffersQuery,
  eligibilityOffersResultSchema,
  type Offer,
  offerSchema,
} from '@orbit/domain';
import type { ServiceCaller } from '../../http/service-caller.ts';

/** What the eligibility client uses of the SDK: its HTTP core. */
export interface EligibilityClientDeps {
  caller: ServiceCaller;
}

/** A read can be abandoned (a page left, a query superseded). */
type ReadOptions = { signal?: AbortSignal };

/**
 * The eligibility service (`eligibility/v1/offers/…`, spec 001 §7): which offers a visitor or a
 * customer may take. Any session will do for `newOffers` and `catalogOffer`, anonymous included;
 * `changeOffers` and `saveOffers` need the signed-in owner of `subscription` (anonymous 403,
 * someone else's or unknown 404 SUBSCRIPTION_NOT_FOUND). A refused promo code is the promo
 * service error (OFFER_EXPIRED, OFFER_REDEEMED, INVALID_OFFER_DATA) naming `promoCode`.
 */
export interface EligibilityClient {
  /** Offers for a new subscription to `serviceType` in `country` (a promo code's offer when given). */
  newOffers(query: EligibilityNewOffersQuery, options?: ReadOptions): Promise<Offer[]>;
  /** Offers one of the caller's subscriptions may change to. */
  changeOffers(query: EligibilitySubscriptionOffersQuery, options?: ReadOptions): Promise<Offer[]>;
  /** Retention offers for a subscription about to be cancelled. */
  saveOffers(query: EligibilitySubscriptionOffersQuery, options?: ReadOptions): Promise<Offer[]>;
  /** One offer by its id (plan code); 404 OFFER_NOT_FOUND, also for another `country`'s. */
  catalogOffer(offerId: string, options?: ReadOptions & { country?: Country }): Promise<Offer>;
}

export function createEligibilityClient(deps: EligibilityClientDeps): EligibilityClient {
  const offers = async (
    endpoint: 'newOffers' | 'changeOffers' | 'saveOffers',
    query: EligibilityNewOffersQuery | EligibilitySubscriptionOffersQuery,
    options: ReadOptions,
  ) => {
    const result = await deps.caller.call(
      'eligibility',
      endpoint,
      { query, ...options },
      eligibilityOffersResultSchema,
    );
    return result.offers;
  };
  return {
    newOffers: (query, options = {}) => offers('newOffers', query, options),
    changeOffers: (query, options = {}) => offers('changeOffers', query, options),
    saveOffers: (query, options = {}) => offers('saveOffers', query, options),
    catalogOffer: (offerId, { country, ...options } = {}) =>
      deps.caller.call(
        'eligibility',
        'catalogOffer',
        { pathParams: { offerId }, query: { country }, ...options },
        offerSchema,
      ),
  };
}
