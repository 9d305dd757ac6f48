import { type Country, defaultConfirmationCampaignId, type Locale } from '@orbit/domain';
import type { CatalogCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { failureOf } from '../../shared/errors/index.ts';

/**
 * The catalog's reads for offer and confirmation pages. Content is a nicety: a campaign that
 * cannot be loaded leaves the page without its hero, never on the error page, so these calls skip
 * the global error handler. Content changes with a release of the catalog, not while a customer
 * reads it: five minutes fresh.
 */
const QUIET = { skipGlobalHandler: true } as const;
const CONTENT_STALE_TIME = 5 * 60_000;

export const catalogKeys = {
  campaign: (campaignId: string, locale: Locale) =>
    ['catalog', 'campaign', campaignId, locale] as const,
  confirmation: (campaignId: string, locale: Locale) =>
    ['catalog', 'confirmation-campaign', campaignId, locale] as const,
  hotAndTrending: (locale: Locale) => ['catalog', 'hot-and-trending', locale] as const,
  offerInfo: (planCode: string, locale: Locale) =>
    ['catalog', 'offer-info', planCode, locale] as const,
  cardBinRanges: ['catalog', 'card-bin-ranges'] as const,
};

/** A campaign's sales content (hero, bullets, highlights, listening options, deals, legal). */
export function campaignQuery(calls: CatalogCalls, campaignId: string, locale: Locale) {
  return queryOptions({
    queryKey: catalogKeys.campaign(campaignId, locale),
    queryFn: () => calls.getCampaign(campaignId, locale, QUIET),
    staleTime: CONTENT_STALE_TIME,
  });
}

/**
 * A campaign's confirmation content. The server falls back to the market's default confirmation
 * campaign; if even that answer fails (an unknown id answered 404), the default is asked for here.
 */
export function confirmationCampaignQuery(
  calls: CatalogCalls,
  campaignId: string | null | undefined,
  locale: Locale,
  country: Country,
) {
  const fallbackId = defaultConfirmationCampaignId(country);
  const id = campaignId || fallbackId;
  return queryOptions({
    queryKey: catalogKeys.confirmation(id, locale),
    queryFn: async () => {
      try {
        return await calls.getConfirmationCampaign(id, locale, QUIET);
      } catch (error) {
        // Only the server's answer about this id calls for the default; not a timeout, not a bug.
        const failure = failureOf(error);
        if (id === fallbackId || failure.source !== 'care' || failure.kind === 'sessionTimedOut') {
          throw error;
        }
        return calls.getConfirmationCampaign(fallbackId, locale, QUIET);
      }
    },
    staleTime: CONTENT_STALE_TIME,
  });
}

/** The hot-and-trending items in the reader's language. */
export function hotAndTrendingQuery(calls: CatalogCalls, locale: Locale) {
  return queryOptions({
    queryKey: catalogKeys.hotAndTrending(locale),
    queryFn: () => calls.getHotAndTrending(locale, QUIET),
    staleTime: CONTENT_STALE_TIME,
  });
}

/** The plan details (`offers/info`) behind an offer card's "Explore plan details". */
export function offerInfoQuery(calls: CatalogCalls, planCode: string, locale: Locale) {
  return queryOptions({
    queryKey: catalogKeys.offerInfo(planCode, locale),
    queryFn: () => calls.getOfferInfo({ planCodes: [{ planCode }], locale }, QUIET),
    staleTime: CONTENT_STALE_TIME,
  });
}

/**
 * The card BIN ranges, read once per visit (flows §2.4). Until they arrive, or if they cannot be
 * read, brand detection uses the domain's static table, so a card form never waits on them.
 */
export function cardBinRangesQuery(calls: CatalogCalls) {
  return queryOptions({
    queryKey: catalogKeys.cardBinRanges,
    queryFn: () => calls.getCardBinRanges(QUIET),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
