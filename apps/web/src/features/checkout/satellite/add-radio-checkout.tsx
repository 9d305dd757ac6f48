import { Route, Routes } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { SatelliteFlowProvider } from './flow/flow-context.tsx';
import { FreshEntry } from './flow/fresh-entry.tsx';
import { ADD_RADIO_FLOW } from './flow/satellite-flows.ts';
import {
  addRadioEntryStep,
  deviceSelectStep,
  pickAPlanStep,
} from './radio-choice-steps-on-demand.ts';
import { CHECKOUT_STEPS, ToStep } from './satellite-flows.tsx';
import { CHECKOUT_STEPS_ON_DEMAND, deviceLookupStep } from './satellite-steps-on-demand.ts';
import { satelliteWords } from './satellite-words-on-demand.ts';
import { AddRadioEntryOnDemand } from './steps/add-radio-entry-on-demand.tsx';
import { AddRadioInit } from './steps/add-radio-init.tsx';
import { DeviceSelectOnDemand } from './steps/device-select-on-demand.tsx';

/** Add a radio (flows §4.7) at `…/satellite/add-radio-router`. */
export function AddRadioCheckout() {
  usePreloadedSteps([
    addRadioEntryStep,
    deviceSelectStep,
    deviceLookupStep,
    pickAPlanStep,
    ...CHECKOUT_STEPS_ON_DEMAND,
  ]);
  return (
    <OnDemandStep step={satelliteWords}>
      <SatelliteFlowProvider flow={ADD_RADIO_FLOW}>
        <FreshEntry>
          <Routes>
            <Route index element={<AddRadioEntryOnDemand />} />
            <Route path="activate-radio-init" element={<AddRadioInit />} />
            <Route path="find-subscription-init" element={<AddRadioInit />} />
            <Route path="device-select" element={<DeviceSelectOnDemand />} />
            <Route path="device-lookup" element={<OnDemandStep step={deviceLookupStep} />} />
            <Route path="pick-a-plan" element={<OnDemandStep step={pickAPlanStep} />} />
            {CHECKOUT_STEPS}
            <Route path="*" element={<ToStep flow={ADD_RADIO_FLOW} />} />
          </Routes>
        </FreshEntry>
      </SatelliteFlowProvider>
    </OnDemandStep>
  );
}
