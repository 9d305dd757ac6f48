import type { Locale } from '@orbit/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button, Stepper } from '../../../../shared/ui/index.ts';
import { OfferPresentation, useCampaignContent, useOfferFeatures } from '../../../catalog/index.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { trackOffer } from '../../streaming-organic/flow-analytics.ts';
import {
  useSatelliteCheckout,
  useSatelliteFlow,
  useStepNavigation,
} from '../flow/flow-context.tsx';
import { satelliteStepUrl } from '../flow/satellite-flows.ts';
import { missingStepFor } from '../flow/step-requirements.ts';
import { useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import { RadioSummary } from './radio-summary.tsx';

/**
 * Offer presentment (flows §2.2 step 1, §2.3): the campaign's hero, the lead package card,
 * listening options, deals and legal copy. Organic and Vega go on to find the radio; a targeted
 * link already named it, so its radio shows here and Continue goes to payment.
 */
export function OfferStep() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const { dataLayer } = useAppServices();
  const flow = useSatelliteFlow();
  const { state, offer } = useSatelliteCheckout();
  const goTo = useStepNavigation();
  useSatelliteStepAnalytics('offer');
  const campaignId = getQueryParam(search, 'utm_content') ?? offer?.campaignId;
  const campaign = useCampaignContent(campaignId, locale);
  const features = useOfferFeatures(offer?.planCode, locale);

  useEffect(() => {
    if (offer) trackOffer(dataLayer, offer, state.offers?.presentmentTestCell ?? null);
  }, [dataLayer, offer, state.offers?.presentmentTestCell]);

  const missing = missingStepFor(flow, 'offer', state);
  if (missing) return <Navigate to={satelliteStepUrl(flow, missing, search)} replace />;
  if (!offer) return null;
  const targeted = flow.kind === 'targeted';
  const stepNumber = flow.stepNumbers.offer;
  const fallback = offer.fallbackReason;
  return (
    <>
      {stepNumber ? (
        <Stepper
          current={stepNumber}
          total={flow.stepTotal}
          label={t('ui.stepper.label', { current: stepNumber, total: flow.stepTotal })}
        />
      ) : null}
      <OfferPresentation
        offer={offer}
        campaign={campaign.data}
        features={features.data}
        heading={
          <StepHeading>{campaign.data?.salesHero?.title ?? t('satellite.offer.title')}</StepHeading>
        }
        notice={
          <>
            {state.promoRefused !== undefined ? (
              <Alert tone="warning" title={t('satellite.promo.invalid.title')}>
                {t('satellite.promo.invalid.body')}
              </Alert>
            ) : null}
            {fallback ? (
              <Alert tone="info">{t(`checkout.offer.fallback.${fallback}`)}</Alert>
            ) : null}
            {targeted && state.radio ? <RadioSummary radio={state.radio} /> : null}
          </>
        }
        actions={
          <Button onClick={() => goTo(targeted ? 'paymentInterstitial' : 'deviceLookup')}>
            {t('checkout.continue')}
          </Button>
        }
      />
    </>
  );
}
