import type { Locale, PresentedOffer } from '@orbit/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCampaignContent, useOfferFeatures } from '../../catalog/index.ts';
import { trackOffer } from '../streaming-organic/flow-analytics.ts';

/**
 * What offer presentment shows besides the offer: the campaign's content (from `utm_content`,
 * else the offer's own campaign) and the plan's features, both from the query cache; the offer
 * shown goes to analytics with the presentment test cell.
 */
export function useOfferPresentment(
  offer: PresentedOffer | undefined,
  presentmentTestCell: string | undefined | null,
) {
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const { dataLayer } = useAppServices();
  const campaign = useCampaignContent(
    getQueryParam(search, 'utm_content') ?? offer?.campaignId,
    locale,
  );
  const features = useOfferFeatures(offer?.planCode, locale);
  useEffect(() => {
    if (offer) trackOffer(dataLayer, offer, presentmentTestCell ?? null);
  }, [dataLayer, offer, presentmentTestCell]);
  return { campaign: campaign.data, features: features.data };
}
