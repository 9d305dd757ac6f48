import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CheckoutProviders } from '../checkout-providers.tsx';
import { stepUrl } from './flow-steps.ts';
import { CredsInterstitialStep } from './steps/creds-interstitial-step.tsx';
import { CredsStep } from './steps/creds-step.tsx';
import { OfferStep } from './steps/offer-step.tsx';
import { PaymentInterstitialStep } from './steps/payment-interstitial-step.tsx';
import { PaymentStep } from './steps/payment-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { ThanksStep } from './steps/thanks-step.tsx';
import { StreamingOrganicGate } from './streaming-organic-gate.tsx';
import { useResetPlanOnBackFromPayment } from './use-back-from-payment.ts';

/**
 * The streaming organic checkout (flows §2.1) at `subscribe/checkout/purchase/streaming/organic`:
 * one route module whose steps are nested paths, so the URL names the step and Back works.
 */
export function StreamingOrganicFlow() {
  return (
    <CheckoutProviders>
      <StreamingOrganicGate>
        <StreamingOrganicSteps />
      </StreamingOrganicGate>
    </CheckoutProviders>
  );
}

function StreamingOrganicSteps() {
  useResetPlanOnBackFromPayment();
  const { search } = useLocation();
  return (
    <Routes>
      <Route index element={<OfferStep />} />
      <Route path="creds-int" element={<CredsInterstitialStep />} />
      <Route path="creds" element={<CredsStep />} />
      <Route path="payment-int" element={<PaymentInterstitialStep />} />
      <Route path="payment" element={<PaymentStep />} />
      <Route path="review" element={<ReviewStep />} />
      <Route path="thanks" element={<ThanksStep />} />
      <Route path="*" element={<Navigate to={stepUrl('offer', search)} replace />} />
    </Routes>
  );
}
