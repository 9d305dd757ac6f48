import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button, Card, Stepper } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { StepHeading } from '../../components/step-heading.tsx';
import { STEPS, stepUrl } from '../flow-steps.ts';
import { missingStepFor } from '../step-requirements.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';

/** `payment-int` (step 2): what happens with the card, before the payment form. */
export function PaymentInterstitialStep() {
  const t = useT();
  const { search } = useLocation();
  const goTo = useFlowNavigation();
  const { state, offer } = useStreamingCheckout();
  useStepAnalytics(STEPS.paymentInterstitial);
  const missing = missingStepFor('paymentInterstitial', state);
  if (missing) return <Navigate to={stepUrl(missing, search)} replace />;
  const trial = offer?.type === 'Trial';
  return (
    <Card>
      <Stepper current={2} total={3} label={t('ui.stepper.label', { current: 2, total: 3 })} />
      <div className={styles.interstitial}>
        <StepHeading>{t('checkout.paymentInt.title')}</StepHeading>
        <p className={styles.lead}>
          {t(trial ? 'checkout.paymentInt.bodyTrial' : 'checkout.paymentInt.body')}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => goTo('payment')}>{t('checkout.continue')}</Button>
        </div>
      </div>
    </Card>
  );
}
