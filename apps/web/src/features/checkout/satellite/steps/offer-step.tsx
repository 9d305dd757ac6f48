import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert, Button, Stepper } from '../../../../shared/ui/index.ts';
import { OfferPresentation } from '../../../catalog/index.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { useOfferPresentment } from '../../flow-kit/use-offer-presentment.ts';
import {
  useSatelliteCheckout,
  useSatelliteFlow,
  useStepNavigation,
} from '../flow/flow-context.tsx';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
import { useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import { RadioSummary } from './radio-summary.tsx';

/**
 * Offer presentment (flows §2.2 step 1, §2.3): the campaign's hero, the lead package card,
 * listening options, deals and legal copy. Organic and Vega go on to find the radio; a targeted
 * link already named it, so its radio shows here and Continue goes to payment.
 */
export function OfferStep() {
  const t = useT();
  const flow = useSatelliteFlow();
  const { state, offers, offer } = useSatelliteCheckout();
  const goTo = useStepNavigation();
  useSatelliteStepAnalytics('offer');
  const { campaign, features, settled } = useOfferPresentment(offer, offers?.presentmentTestCell);

  const redirect = useSatelliteStepGuard('offer');
  if (redirect) return redirect;
  if (!offer || !settled) return null;
  const targeted = flow.kind === 'targeted';
  const streaming = flow.service === 'streaming';
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
        campaign={campaign}
        features={features}
        heading={
          <StepHeading>
            {campaign?.salesHero?.title ??
              t(streaming ? 'satellite.offer.streamingTitle' : 'satellite.offer.title')}
          </StepHeading>
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
