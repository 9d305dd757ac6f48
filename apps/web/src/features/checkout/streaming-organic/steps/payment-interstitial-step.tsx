import { useT } from '../../../../shared/i18n/use-t.ts';
import { Card, Stepper } from '../../../../shared/ui/index.ts';
import { PaymentInterstitial } from '../../flow-kit/payment-interstitial.tsx';
import { STEPS } from '../flow-steps.ts';
import { useStreamingStepGuard } from '../step-requirements.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';

/** `payment-int` (step 2): what happens with the card, before the payment form. */
export function PaymentInterstitialStep() {
  const t = useT();
  const goTo = useFlowNavigation();
  const { offer } = useStreamingCheckout();
  useStepAnalytics(STEPS.paymentInterstitial);
  const redirect = useStreamingStepGuard('paymentInterstitial');
  if (redirect) return redirect;
  return (
    <Card>
      <Stepper current={2} total={3} label={t('ui.stepper.label', { current: 2, total: 3 })} />
      <PaymentInterstitial trial={offer?.type === 'Trial'} onContinue={() => goTo('payment')} />
    </Card>
  );
}
