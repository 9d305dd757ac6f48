import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { NewPlanStepProps } from './steps/new-plan-step.tsx';

/**
 * The screens of the flows that start from a radio to choose (add a radio, change-to; ADR 124):
 * the entry with a radio named, the account's radios, the plans to pick, and change-to's new plan.
 */
export const addRadioEntryStep = stepOnDemand(() =>
  import('./steps/add-radio-entry.tsx').then((step) => step.AddRadioEntry),
);
export const deviceSelectStep = stepOnDemand(() =>
  import('./steps/device-select-step.tsx').then((step) => step.DeviceSelectStep),
);
export const pickAPlanStep = stepOnDemand(() =>
  import('./steps/pick-a-plan-step.tsx').then((step) => step.PickAPlanStep),
);
/** Change-to's `new-plan`: the radio's plan change, once a radio is chosen or found. */
export const newPlanStep = stepOnDemand<NewPlanStepProps>(() =>
  import('./steps/new-plan-step.tsx').then((step) => step.NewPlanStep),
);
