import { Route, Routes } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { SatelliteFlowProvider } from './flow/flow-context.tsx';
import { FreshEntry } from './flow/fresh-entry.tsx';
import { type SatelliteFlow, TARGETED_FLOW } from './flow/satellite-flows.ts';
import { TargetedGate } from './flow/targeted-gate.tsx';
import { CHECKOUT_STEPS, ToStep } from './satellite-flows.tsx';
import { satelliteWords } from './satellite-words-on-demand.ts';
import { offerStep, TARGETED_STEPS_ON_DEMAND, tokenEntryStep } from './targeted-steps-on-demand.ts';

/**
 * Satellite targeted (flows §2.3) at `…/satellite/targeted/new`: the link names the radio. The
 * streaming targeted checkouts (ADR 049) are this flow with their own `flow`.
 */
export function SatelliteTargetedCheckout({ flow = TARGETED_FLOW }: { flow?: SatelliteFlow }) {
  usePreloadedSteps(TARGETED_STEPS_ON_DEMAND);
  return (
    <OnDemandStep step={satelliteWords}>
      <SatelliteFlowProvider flow={flow}>
        <Routes>
          <Route
            path="enter-code"
            element={
              <FreshEntry>
                <OnDemandStep step={tokenEntryStep} />
              </FreshEntry>
            }
          />
          <Route
            path="*"
            element={
              <TargetedGate>
                <Routes>
                  <Route index element={<OnDemandStep step={offerStep} />} />
                  {CHECKOUT_STEPS}
                  <Route path="*" element={<ToStep flow={flow} />} />
                </Routes>
              </TargetedGate>
            }
          />
        </Routes>
      </SatelliteFlowProvider>
    </OnDemandStep>
  );
}
