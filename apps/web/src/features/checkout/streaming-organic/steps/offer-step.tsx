import { useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import { OfferPresentation } from '../../../catalog/index.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { useOfferPresentment } from '../../flow-kit/use-offer-presentment.ts';
import { STEPS } from '../flow-steps.ts';
import { useStreamingStepGuard } from '../step-requirements.ts';
import { useStreamingFlowRoute } from '../streaming-flow-route.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';

/**
 * Step '' — offer presentment: the campaign's hero (from `utm_content`, else the offer's own
 * campaign), the primary package card, listening options, deals and legal copy; Continue. An
 * `errorCode` is the used-car eligibility check's refusal that sent the visitor here (flows §1.4).
 */
export function OfferStep() {
  const t = useT();
  const { state, offers, offer } = useStreamingCheckout();
  const goTo = useFlowNavigation();
  useStepAnalytics(STEPS.offer);
  const { campaign, features, settled } = useOfferPresentment(offer, offers?.presentmentTestCell);
  const usedCarRefused = getQueryParam(useLocation().search, 'errorCode') !== null;
  // The streaming trial (ADR 057) says so: it ends by itself, no card needed.
  const { kind } = useStreamingFlowRoute();
  const trial = kind === 'trial';
  // The student checkout (ADR 066): the verified student's price.
  const student = kind === 'student';

  const redirect = useStreamingStepGuard('offer');
  if (redirect) return redirect;
  if (!offer || !settled) return null;
  return (
    <OfferPresentation
      offer={offer}
      campaign={campaign}
      features={features}
      heading={
        <StepHeading>
          {campaign?.salesHero?.title ??
            t(
              trial
                ? 'trial.offer.title'
                : student
                  ? 'checkout.offer.studentTitle'
                  : 'checkout.offer.title',
            )}
        </StepHeading>
      }
      notice={
        state.fallbackNotice || usedCarRefused || trial || student ? (
          <>
            {trial ? <p>{t('trial.offer.lead')}</p> : null}
            {student ? <Alert tone="success">{t('checkout.offer.studentVerified')}</Alert> : null}
            {usedCarRefused ? (
              <Alert tone="info">{t('checkout.offer.usedCarRefused')}</Alert>
            ) : null}
            {state.fallbackNotice ? (
              <Alert tone="info">{t(`checkout.offer.fallback.${state.fallbackNotice}`)}</Alert>
            ) : null}
          </>
        ) : undefined
      }
      actions={<Button onClick={() => goTo('credsInterstitial')}>{t('checkout.continue')}</Button>}
    />
  );
}
