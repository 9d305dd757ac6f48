import { Navigate, Route, useLocation } from 'react-router';
import { OnDemandStep } from '../../../shared/loading/step-on-demand.tsx';
import {
  type SatelliteFlow,
  type SatelliteStepName,
  satelliteStepUrl,
} from './flow/satellite-flows.ts';
import {
  paymentInterstitialStep,
  paymentStep,
  reviewStep,
  thanksStep,
} from './satellite-steps-on-demand.ts';

/** Any other path below the flow goes to its first screen, query kept. */
export function ToStep({
  flow,
  step = 'offer',
}: {
  flow: SatelliteFlow;
  step?: SatelliteStepName;
}) {
  const { search } = useLocation();
  return <Navigate to={satelliteStepUrl(flow, step, search)} replace />;
}

/** The payment, review and confirmation steps every satellite flow ends with. */
export const CHECKOUT_STEPS = (
  <>
    <Route path="payment-int" element={<OnDemandStep step={paymentInterstitialStep} />} />
    <Route path="payment" element={<OnDemandStep step={paymentStep} />} />
    <Route path="review" element={<OnDemandStep step={reviewStep} />} />
    <Route path="thanks" element={<OnDemandStep step={thanksStep} />} />
  </>
);
