import {
  type CampaignContent,
  type CardBinRange,
  type CareCustomerOffersRequest,
  type CareOfferInfoRequest,
  type CareOfferInfoResult,
  type CareOffersRequest,
  type CareOffersResult,
  campaignContentSchema,
  cardBinRangesSchema,
  careOfferInfoResultSchema,
  careOffersResultSchema,
  carePromoCodeValidateResultSchema,
  type HotTrendingItem,
  hotTrendingListSchema,
  type Locale,
} from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { segment, withOptions } from './care-transport.ts';

/** Offers, promo codes, campaign content and card BIN ranges (the catalog capability). */
export interface CatalogCalls {
  /** `POST /offers`: offers for an anonymous visitor (program code, promo code, province). */
  getOffers(input: CareOffersRequest, options?: RequestOptions): Promise<CareOffersResult>;
  /** `POST /offers/customer`: the same once an email, radio or subscription is known. */
  getCustomerOffers(
    input: CareCustomerOffersRequest,
    options?: RequestOptions,
  ): Promise<CareOffersResult>;
  /** `POST /offers/info`: plan details (description, features) for the accordion. */
  getOfferInfo(input: CareOfferInfoRequest, options?: RequestOptions): Promise<CareOfferInfoResult>;
  /**
   * `POST /offers/promocode/validate`. A refused code rejects with a 400 CareApiError whose first
   * field error names the reason (read it with `promoCodeStatusOfFailure`).
   */
  validatePromoCode(
    input: { marketingPromoCode: string; streaming: boolean },
    options?: RequestOptions,
  ): Promise<{ status: 'valid'; planCode: string }>;
  /** `GET /content/campaigns/{id}?locale=`: a campaign's sales content. */
  getCampaign(id: string, locale: Locale, options?: RequestOptions): Promise<CampaignContent>;
  /**
   * `GET /content/campaigns/{id}/confirmation?locale=`: confirmation content; the server falls
   * back to the market's default confirmation campaign.
   */
  getConfirmationCampaign(
    id: string,
    locale: Locale,
    options?: RequestOptions,
  ): Promise<CampaignContent>;
  /** `GET /content/hot-and-trending?locale=`: items with server-sanitised HTML bodies. */
  getHotAndTrending(
    locale: Locale,
    options?: RequestOptions,
  ): Promise<{ items: HotTrendingItem[] }>;
  /** `POST /utility/card-bin-ranges {cardBinType: -1}`: brand detection ranges, in priority order. */
  getCardBinRanges(options?: RequestOptions): Promise<CardBinRange[]>;
}

export function catalogCalls(request: CareRequester): CatalogCalls {
  const post = (path: string, body: unknown) => ({ method: 'POST' as const, path, body });
  const localeQuery = (locale: Locale) => `?locale=${encodeURIComponent(locale)}`;
  return {
    getOffers: (input, options) =>
      request({
        ...post('/offers', input),
        payload: careOffersResultSchema,
        ...withOptions(options),
      }),
    getCustomerOffers: (input, options) =>
      request({
        ...post('/offers/customer', input),
        payload: careOffersResultSchema,
        ...withOptions(options),
      }),
    getOfferInfo: (input, options) =>
      request({
        ...post('/offers/info', input),
        payload: careOfferInfoResultSchema,
        ...withOptions(options),
      }),
    validatePromoCode: (input, options) =>
      request({
        ...post('/offers/promocode/validate', input),
        payload: carePromoCodeValidateResultSchema,
        ...withOptions(options),
      }),
    getCampaign: (id, locale, options) =>
      request({
        method: 'GET',
        path: `/content/campaigns/${segment(id)}${localeQuery(locale)}`,
        payload: campaignContentSchema,
        ...withOptions(options),
      }),
    getConfirmationCampaign: (id, locale, options) =>
      request({
        method: 'GET',
        path: `/content/campaigns/${segment(id)}/confirmation${localeQuery(locale)}`,
        payload: campaignContentSchema,
        ...withOptions(options),
      }),
    getHotAndTrending: (locale, options) =>
      request({
        method: 'GET',
        path: `/content/hot-and-trending${localeQuery(locale)}`,
        payload: hotTrendingListSchema,
        ...withOptions(options),
      }),
    getCardBinRanges: (options) =>
      request({
        ...post('/utility/card-bin-ranges', { cardBinType: -1 }),
        payload: cardBinRangesSchema,
        ...withOptions(options),
      }),
  };
}
