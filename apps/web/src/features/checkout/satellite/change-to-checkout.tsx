import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { SatelliteFlowProvider } from './flow/flow-context.tsx';
import { FreshEntry } from './flow/fresh-entry.tsx';
import { CHANGE_TO_FLOW } from './flow/satellite-flows.ts';
import { deviceSelectStep, newPlanStep } from './radio-choice-steps-on-demand.ts';
import { ToStep } from './satellite-flows.tsx';
import { deviceLookupStep } from './satellite-steps-on-demand.ts';
import { satelliteWords } from './satellite-words-on-demand.ts';
import { DeviceSelectOnDemand } from './steps/device-select-on-demand.tsx';
import type { PlanChangeProps } from './steps/new-plan-step.tsx';

/** Change-to's screens, in the order a customer meets them. */
const CHANGE_TO_STEPS = [deviceSelectStep, deviceLookupStep, newPlanStep];

/**
 * Change a radio's plan (flows §4.7 "Related", ADR 052) at `…/satellite/change-to`: the radio —
 * one of the signed-in owner's, or found — then `PlanChange`, the change-plan steps for its
 * running plan (the subscription pages', which compose this flow: checkout never imports them).
 * A module apart from the checkouts' flows, so the subscription pages carry these steps only
 * (ADR 096).
 */
export function ChangeToCheckout({ PlanChange }: { PlanChange: ComponentType<PlanChangeProps> }) {
  usePreloadedSteps(CHANGE_TO_STEPS);
  return (
    <OnDemandStep step={satelliteWords}>
      <SatelliteFlowProvider flow={CHANGE_TO_FLOW}>
        <FreshEntry>
          <Routes>
            <Route path="device-select" element={<DeviceSelectOnDemand />} />
            <Route path="device-lookup" element={<OnDemandStep step={deviceLookupStep} />} />
            <Route
              path="new-plan/*"
              element={<OnDemandStep step={newPlanStep} PlanChange={PlanChange} />}
            />
            <Route path="*" element={<ToStep flow={CHANGE_TO_FLOW} step="deviceSelect" />} />
          </Routes>
        </FreshEntry>
      </SatelliteFlowProvider>
    </OnDemandStep>
  );
}
