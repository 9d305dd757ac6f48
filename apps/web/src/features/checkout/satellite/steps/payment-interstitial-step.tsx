import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { StepHeading } from '../../components/step-heading.tsx';
import {
  useSatelliteCheckout,
  useSatelliteFlow,
  useStepNavigation,
} from '../flow/flow-context.tsx';
import { satelliteStepUrl } from '../flow/satellite-flows.ts';
import { missingStepFor } from '../flow/step-requirements.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';

/** `payment-int`: what happens with the card, before the payment form. */
export function PaymentInterstitialStep() {
  const t = useT();
  const { search } = useLocation();
  const flow = useSatelliteFlow();
  const { state, offer } = useSatelliteCheckout();
  const goTo = useStepNavigation();
  useSatelliteStepAnalytics('paymentInterstitial');
  const missing = missingStepFor(flow, 'paymentInterstitial', state);
  if (missing) return <Navigate to={satelliteStepUrl(flow, missing, search)} replace />;
  const trial = offer?.type === 'Trial';
  return (
    <StepCard step="paymentInterstitial">
      <div className={styles.interstitial}>
        <StepHeading>{t('checkout.paymentInt.title')}</StepHeading>
        <p className={styles.lead}>
          {t(trial ? 'checkout.paymentInt.bodyTrial' : 'checkout.paymentInt.body')}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => goTo('payment')}>{t('checkout.continue')}</Button>
        </div>
      </div>
    </StepCard>
  );
}
