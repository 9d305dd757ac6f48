import { Navigate, Route, Routes, useLocation } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { SatelliteFlowProvider } from './flow/flow-context.tsx';
import { FreshEntry, OrganicGate, TargetedGate } from './flow/gates.tsx';
import {
  ADD_RADIO_FLOW,
  type SatelliteFlow,
  type SatelliteStepName,
  satelliteStepUrl,
  TARGETED_FLOW,
  VEGA_FLOW,
} from './flow/satellite-flows.ts';
import { SatelliteProviders } from './satellite-providers.tsx';
import {
  CHECKOUT_STEPS_ON_DEMAND,
  deviceLookupStep,
  deviceSelectStep,
  paymentInterstitialStep,
  paymentStep,
  pickAPlanStep,
  reviewStep,
  thanksStep,
} from './satellite-steps-on-demand.ts';
import { AddRadioEntry } from './steps/add-radio-entry.tsx';
import { AddRadioInit } from './steps/add-radio-init.tsx';
import { OfferStep } from './steps/offer-step.tsx';
import { TokenEntryStep } from './steps/token-entry-step.tsx';

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
const CHECKOUT_STEPS = (
  <>
    <Route path="payment-int" element={<OnDemandStep step={paymentInterstitialStep} />} />
    <Route path="payment" element={<OnDemandStep step={paymentStep} />} />
    <Route path="review" element={<OnDemandStep step={reviewStep} />} />
    <Route path="thanks" element={<OnDemandStep step={thanksStep} />} />
  </>
);

/**
 * Satellite organic (flows §2.2) — `ORGANIC_NEW_FLOW` behind `enableSatelliteOrganicNonAccordion`,
 * `ORGANIC_FLOW` (its fallback) with the same steps — or Vega (`VEGA_FLOW`). The steps are nested
 * paths of the route module, so the URL names the step and Back works.
 */
export function SatelliteOrganicCheckout({ flow }: { flow: SatelliteFlow }) {
  usePreloadedSteps([deviceLookupStep, ...CHECKOUT_STEPS_ON_DEMAND]);
  return (
    <SatelliteProviders>
      <SatelliteFlowProvider flow={flow}>
        <OrganicGate>
          <Routes>
            <Route index element={<OfferStep />} />
            <Route path="device-lookup" element={<OnDemandStep step={deviceLookupStep} />} />
            {CHECKOUT_STEPS}
            <Route path="*" element={<ToStep flow={flow} />} />
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
  usePreloadedSteps(CHECKOUT_STEPS_ON_DEMAND);
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
                  <Route path="*" element={<ToStep flow={flow} />} />
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
  usePreloadedSteps([
    deviceSelectStep,
    deviceLookupStep,
    pickAPlanStep,
    ...CHECKOUT_STEPS_ON_DEMAND,
  ]);
  return (
    <SatelliteProviders>
      <SatelliteFlowProvider flow={ADD_RADIO_FLOW}>
        <FreshEntry>
          <Routes>
            <Route index element={<AddRadioEntry />} />
            <Route path="activate-radio-init" element={<AddRadioInit />} />
            <Route path="find-subscription-init" element={<AddRadioInit />} />
            <Route path="device-select" element={<OnDemandStep step={deviceSelectStep} />} />
            <Route path="device-lookup" element={<OnDemandStep step={deviceLookupStep} />} />
            <Route path="pick-a-plan" element={<OnDemandStep step={pickAPlanStep} />} />
            {CHECKOUT_STEPS}
            <Route path="*" element={<ToStep flow={ADD_RADIO_FLOW} />} />
          </Routes>
        </FreshEntry>
      </SatelliteFlowProvider>
    </SatelliteProviders>
  );
}
