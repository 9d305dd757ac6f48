import type { Country, Locale } from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useCareCalls } from '../../shared/services/use-care-calls.ts';
import {
  campaignQuery,
  confirmationCampaignQuery,
  hotAndTrendingQuery,
  offerInfoQuery,
} from './catalog-queries.ts';

/**
 * Presentation content for offer and confirmation pages (`catalog-queries.ts`), read through the
 * app's query client (ADR 121).
 */

/** A campaign's sales content, once there is a campaign to show. */
export function useCampaignContent(campaignId: string | null | undefined, locale: Locale) {
  const catalog = useCareCalls(catalogCalls);
  return useQuery({
    ...campaignQuery(catalog, campaignId ?? '', locale),
    enabled: Boolean(campaignId),
  });
}

/** A campaign's confirmation content, or the market's default one. */
export function useConfirmationContent(
  campaignId: string | null | undefined,
  locale: Locale,
  country: Country,
) {
  const catalog = useCareCalls(catalogCalls);
  return useQuery(confirmationCampaignQuery(catalog, campaignId, locale, country));
}

/** The hot-and-trending items in the reader's language. */
export function useHotAndTrending(locale: Locale) {
  return useQuery(hotAndTrendingQuery(useCareCalls(catalogCalls), locale));
}

/** An offer's plan features, once there is a plan to explain. */
export function useOfferFeatures(planCode: string | undefined, locale: Locale) {
  const catalog = useCareCalls(catalogCalls);
  return useQuery({
    ...offerInfoQuery(catalog, planCode ?? '', locale),
    enabled: Boolean(planCode),
    select: (result) => result.offers.find((info) => info.planCode === planCode)?.features ?? [],
  });
}
