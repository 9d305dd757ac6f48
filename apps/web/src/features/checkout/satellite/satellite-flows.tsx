import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SatelliteFlowProvider } from './flow/flow-context.tsx';
import { FreshEntry, OrganicGate, TargetedGate } from './flow/gates.tsx';
import {
  ADD_RADIO_FLOW,
  type SatelliteFlow,
  satelliteStepUrl,
  TARGETED_FLOW,
  VEGA_FLOW,
} from './flow/satellite-flows.ts';
import { SatelliteProviders } from './satellite-providers.tsx';
import { AddRadioEntry } from './steps/add-radio-entry.tsx';
import { AddRadioInit } from './steps/add-radio-init.tsx';
import { DeviceLookupStep } from './steps/device-lookup-step.tsx';
import { DeviceSelectStep } from './steps/device-select-step.tsx';
import { OfferStep } from './steps/offer-step.tsx';
import { PaymentInterstitialStep } from './steps/payment-interstitial-step.tsx';
import { PaymentStep } from './steps/payment-step.tsx';
import { PickAPlanStep } from './steps/pick-a-plan-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { ThanksStep } from './steps/thanks-step.tsx';
import { TokenEntryStep } from './steps/token-entry-step.tsx';

/** Any other path below the flow goes to its first screen, query kept. */
function ToFirstStep({ flow }: { flow: SatelliteFlow }) {
  const { search } = useLocation();
  return <Navigate to={satelliteStepUrl(flow, 'offer', search)} replace />;
}

/** The payment, review and confirmation steps every satellite flow ends with. */
const CHECKOUT_STEPS = (
  <>
    <Route path="payment-int" element={<PaymentInterstitialStep />} />
    <Route path="payment" element={<PaymentStep />} />
    <Route path="review" element={<ReviewStep />} />
    <Route path="thanks" element={<ThanksStep />} />
  </>
);

/**
 * Satellite organic (flows §2.2) — `ORGANIC_NEW_FLOW` behind `enableSatelliteOrganicNonAccordion`,
 * `ORGANIC_FLOW` (its fallback) with the same steps — or Vega (`VEGA_FLOW`). The steps are nested
 * paths of the route module, so the URL names the step and Back works.
 */
export function SatelliteOrganicCheckout({ flow }: { flow: SatelliteFlow }) {
  return (
    <SatelliteProviders>
      <SatelliteFlowProvider flow={flow}>
        <OrganicGate>
          <Routes>
            <Route index element={<OfferStep />} />
            <Route path="device-lookup" element={<DeviceLookupStep />} />
            {CHECKOUT_STEPS}
            <Route path="*" element={<ToFirstStep flow={flow} />} />
          </Routes>
        </OrganicGate>
      </SatelliteFlowProvider>
    </SatelliteProviders>
  );
}

export function VegaCheckout() {
  return <SatelliteOrganicCheckout flow={VEGA_FLOW} />;
}

/**
 * Satellite targeted (flows §2.3) at `…/satellite/targeted/new`: the link names the radio. The
 * streaming targeted checkouts (ADR 049) are this flow with their own `flow`.
 */
export function SatelliteTargetedCheckout({ flow = TARGETED_FLOW }: { flow?: SatelliteFlow }) {
  return (
    <SatelliteProviders>
      <SatelliteFlowProvider flow={flow}>
        <Routes>
          <Route
            path="enter-code"
            element={
              <FreshEntry>
                <TokenEntryStep />
              </FreshEntry>
            }
          />
          <Route
            path="*"
            element={
              <TargetedGate>
                <Routes>
                  <Route index element={<OfferStep />} />
                  {CHECKOUT_STEPS}
                  <Route path="*" element={<ToFirstStep flow={flow} />} />
                </Routes>
              </TargetedGate>
            }
          />
        </Routes>
      </SatelliteFlowProvider>
    </SatelliteProviders>
  );
}

/** Add a radio (flows §4.7) at `…/satellite/add-radio-router`. */
export function AddRadioCheckout() {
  return (
    <SatelliteProviders>
      <SatelliteFlowProvider flow={ADD_RADIO_FLOW}>
        <FreshEntry>
          <Routes>
            <Route index element={<AddRadioEntry />} />
            <Route path="activate-radio-init" element={<AddRadioInit />} />
            <Route path="find-subscription-init" element={<AddRadioInit />} />
            <Route path="device-select" element={<DeviceSelectStep />} />
            <Route path="device-lookup" element={<DeviceLookupStep />} />
            <Route path="pick-a-plan" element={<PickAPlanStep />} />
            {CHECKOUT_STEPS}
            <Route path="*" element={<ToFirstStep flow={ADD_RADIO_FLOW} />} />
          </Routes>
        </FreshEntry>
      </SatelliteFlowProvider>
    </SatelliteProviders>
  );
}
