import {
  type CampaignContent,
  type Country,
  defaultConfirmationCampaignId,
  type HotTrendingItem,
  type Locale,
} from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { failureOf } from '../../shared/errors/index.ts';
import { useCareCalls } from '../../shared/services/use-care-calls.ts';

/**
 * Presentation content for offer and confirmation pages. Content is a nicety: a campaign that
 * cannot be loaded leaves the page without its hero, never on the error page, so these calls skip
 * the global error handler. Each needs a QueryClient above it (the checkout provides one).
 */
const QUIET = { skipGlobalHandler: true } as const;
const FIVE_MINUTES = 5 * 60_000;

/** A campaign's sales content (hero, bullets, highlights, listening options, deals, legal). */
export function useCampaignContent(campaignId: string | null | undefined, locale: Locale) {
  const catalog = useCareCalls(catalogCalls);
  return useQuery({
    queryKey: ['care', 'campaign', campaignId, locale],
    queryFn: () => catalog.getCampaign(campaignId ?? '', locale, QUIET),
    enabled: Boolean(campaignId),
    staleTime: FIVE_MINUTES,
  });
}

/**
 * A campaign's confirmation content. The server falls back to the market's default confirmation
 * campaign; if even that answer fails (an unknown id answered 404), the default is asked for here.
 */
export function useConfirmationContent(
  campaignId: string | null | undefined,
  locale: Locale,
  country: Country,
) {
  const catalog = useCareCalls(catalogCalls);
  const fallbackId = defaultConfirmationCampaignId(country);
  const id = campaignId || fallbackId;
  return useQuery<CampaignContent>({
    queryKey: ['care', 'confirmation-campaign', id, locale],
    queryFn: async () => {
      try {
        return await catalog.getConfirmationCampaign(id, locale, QUIET);
      } catch (error) {
        // Only the server's answer about this id calls for the default; not a timeout, not a bug.
        const failure = failureOf(error);
        if (id === fallbackId || failure.source !== 'care' || failure.kind === 'sessionTimedOut') {
          throw error;
        }
        return catalog.getConfirmationCampaign(fallbackId, locale, QUIET);
      }
    },
    staleTime: FIVE_MINUTES,
  });
}

/** The hot-and-trending items in the reader's language. */
export function useHotAndTrending(locale: Locale) {
  const catalog = useCareCalls(catalogCalls);
  return useQuery<{ items: HotTrendingItem[] }>({
    queryKey: ['care', 'hot-and-trending', locale],
    queryFn: () => catalog.getHotAndTrending(locale, QUIET),
    staleTime: FIVE_MINUTES,
  });
}

/** The plan details (`offers/info`) behind an offer card's "Explore plan details". */
export function useOfferFeatures(planCode: string | undefined, locale: Locale) {
  const catalog = useCareCalls(catalogCalls);
  return useQuery({
    queryKey: ['care', 'offer-info', planCode, locale],
    queryFn: () =>
      catalog.getOfferInfo({ planCodes: [{ planCode: planCode ?? '' }], locale }, QUIET),
    enabled: Boolean(planCode),
    staleTime: FIVE_MINUTES,
    select: (result) => result.offers.find((info) => info.planCode === planCode)?.features ?? [],
  });
}
