import { Route, Routes } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { SatelliteFlowProvider } from './flow/flow-context.tsx';
import { OrganicGate } from './flow/organic-gate.tsx';
import { type SatelliteFlow, VEGA_FLOW } from './flow/satellite-flows.ts';
import { CHECKOUT_STEPS, ToStep } from './satellite-flows.tsx';
import { SatelliteProviders } from './satellite-providers.tsx';
import { CHECKOUT_STEPS_ON_DEMAND, deviceLookupStep } from './satellite-steps-on-demand.ts';
import { OfferStep } from './steps/offer-step.tsx';

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
