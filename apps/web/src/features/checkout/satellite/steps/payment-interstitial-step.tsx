import { PaymentInterstitial } from '../../flow-kit/payment-interstitial.tsx';
import { useSatelliteCheckout, useStepNavigation } from '../flow/flow-context.tsx';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';

/** `payment-int`: what happens with the card, before the payment form. */
export function PaymentInterstitialStep() {
  const { offer } = useSatelliteCheckout();
  const goTo = useStepNavigation();
  useSatelliteStepAnalytics('paymentInterstitial');
  const redirect = useSatelliteStepGuard('paymentInterstitial');
  if (redirect) return redirect;
  return (
    <StepCard step="paymentInterstitial">
      <PaymentInterstitial trial={offer?.type === 'Trial'} onContinue={() => goTo('payment')} />
    </StepCard>
  );
}
