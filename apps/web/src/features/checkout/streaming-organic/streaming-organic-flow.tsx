import { Navigate, Route, Routes, useLocation } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { CheckoutProviders } from '../checkout-providers.tsx';
import { stepUrl } from './flow-steps.ts';
import { OfferStep } from './steps/offer-step.tsx';
import { StreamingOrganicGate } from './streaming-organic-gate.tsx';
import {
  credsInterstitialStep,
  credsStep,
  paymentInterstitialStep,
  paymentStep,
  reviewStep,
  STREAMING_STEPS_ON_DEMAND,
  thanksStep,
} from './streaming-steps-on-demand.ts';
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
  usePreloadedSteps(STREAMING_STEPS_ON_DEMAND);
  const { search } = useLocation();
  return (
    <Routes>
      <Route index element={<OfferStep />} />
      <Route path="creds-int" element={<OnDemandStep step={credsInterstitialStep} />} />
      <Route path="creds" element={<OnDemandStep step={credsStep} />} />
      <Route path="payment-int" element={<OnDemandStep step={paymentInterstitialStep} />} />
      <Route path="payment" element={<OnDemandStep step={paymentStep} />} />
      <Route path="review" element={<OnDemandStep step={reviewStep} />} />
      <Route path="thanks" element={<OnDemandStep step={thanksStep} />} />
      <Route path="*" element={<Navigate to={stepUrl('offer', search)} replace />} />
    </Routes>
  );
}
