import type { Locale, PresentedOffer } from '@orbit/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCampaignContent, useOfferFeatures } from '../../catalog/index.ts';
import { trackOffer } from '../streaming-organic/flow-analytics.ts';

/** The campaign offer presentment shows: the link's `utm_content`, else the offer's own. */
export function presentedCampaignIdOf(
  search: string,
  offer: PresentedOffer | undefined,
): string | null | undefined {
  return getQueryParam(search, 'utm_content') ?? offer?.campaignId;
}

/**
 * What offer presentment shows besides the offer: the campaign's content (from `utm_content`,
 * else the offer's own campaign) and the plan's features, both from the query cache; the offer
 * shown goes to analytics with the presentment test cell. `settled` is false while the campaign
 * loads: the step shows its offer only then.
 */
export function useOfferPresentment(
  offer: PresentedOffer | undefined,
  presentmentTestCell: string | undefined | null,
) {
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const { dataLayer, pageLoading } = useAppServices();
  const campaign = useCampaignContent(presentedCampaignIdOf(search, offer), locale);
  const features = useOfferFeatures(offer?.planCode, locale);
  // The hero sits above the package card: shown before it arrives, the card would jump down the
  // page when it does (ADR 083, CLS). The loader stays up until the campaign is read or failed.
  const campaignLoading = campaign.isLoading;
  usePageLoadingWhile(pageLoading, campaignLoading);
  useEffect(() => {
    if (offer) trackOffer(dataLayer, offer, presentmentTestCell ?? null);
  }, [dataLayer, offer, presentmentTestCell]);
  return { campaign: campaign.data, features: features.data, settled: !campaignLoading };
}
