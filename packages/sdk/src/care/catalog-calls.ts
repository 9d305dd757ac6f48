import {
  type CampaignContent,
  type CardBinRange,
  catalogCareEndpoints,
  type HotTrendingItem,
  type Locale,
} from '@orbit/domain';
import { type CareCalls, careCallsFrom } from './care-calls-from.ts';
import type { CareRequester, RequestOptions } from './care-transport.ts';

type CatalogCareCalls = CareCalls<typeof catalogCareEndpoints>;

/** Offers, promo codes, campaign content and card BIN ranges (the catalog capability). */
export interface CatalogCalls
  extends Pick<
    CatalogCareCalls,
    'getOffers' | 'getCustomerOffers' | 'getOfferInfo' | 'validatePromoCode'
  > {
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
  /** `POST /utility/card-bin-ranges {cardBinType: -1}`: every brand detection range, in priority order. */
  getCardBinRanges(options?: RequestOptions): Promise<CardBinRange[]>;
}

const catalogCareCalls = careCallsFrom(catalogCareEndpoints);

/** Every range, whatever its card type. */
const ALL_CARD_BIN_TYPES = -1;

export function catalogCalls(request: CareRequester): CatalogCalls {
  const { campaign, confirmationCampaign, hotAndTrending, cardBinRanges, ...calls } =
    catalogCareCalls(request);
  return {
    ...calls,
    getCampaign: (campaignId, locale, options) => campaign({ campaignId, locale }, options),
    getConfirmationCampaign: (campaignId, locale, options) =>
      confirmationCampaign({ campaignId, locale }, options),
    getHotAndTrending: (locale, options) => hotAndTrending({ locale }, options),
    getCardBinRanges: (options) => cardBinRanges({ cardBinType: ALL_CARD_BIN_TYPES }, options),
  };
}
