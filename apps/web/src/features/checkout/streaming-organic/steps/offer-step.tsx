import type { Locale } from '@orbit/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import { OfferPresentation, useCampaignContent, useOfferFeatures } from '../../../catalog/index.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { trackOffer } from '../flow-analytics.ts';
import { STEPS, stepUrl } from '../flow-steps.ts';
import { missingStepFor } from '../step-requirements.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';

/**
 * Step '' — offer presentment: the campaign's hero (from `utm_content`, else the offer's own
 * campaign), the primary package card, listening options, deals and legal copy; Continue.
 */
export function OfferStep() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const { dataLayer } = useAppServices();
  const { state, offer } = useStreamingCheckout();
  const goTo = useFlowNavigation();
  useStepAnalytics(STEPS.offer);
  const campaignId = getQueryParam(search, 'utm_content') ?? offer?.campaignId;
  const campaign = useCampaignContent(campaignId, locale);
  const features = useOfferFeatures(offer?.planCode, locale);

  useEffect(() => {
    if (offer) trackOffer(dataLayer, offer, state.offers?.presentmentTestCell ?? null);
  }, [dataLayer, offer, state.offers?.presentmentTestCell]);

  const missing = missingStepFor('offer', state);
  if (missing) return <Navigate to={stepUrl(missing, search)} replace />;
  if (!offer) return null;
  return (
    <OfferPresentation
      offer={offer}
      campaign={campaign.data}
      features={features.data}
      heading={
        <StepHeading>{campaign.data?.salesHero?.title ?? t('checkout.offer.title')}</StepHeading>
      }
      notice={
        state.fallbackNotice ? (
          <Alert tone="info">{t(`checkout.offer.fallback.${state.fallbackNotice}`)}</Alert>
        ) : undefined
      }
      actions={<Button onClick={() => goTo('credsInterstitial')}>{t('checkout.continue')}</Button>}
    />
  );
}
