import {
  OnDemandStep,
  stepOnDemand,
  usePreloadedSteps,
} from '../../../shared/loading/step-on-demand.tsx';
import type { PlanChangeProps } from '../../checkout/satellite/index.ts';
import { ChangeToCheckout } from '../../checkout/satellite/index.ts';

/**
 * The change-plan steps, fetched once a radio is chosen (ADR 100): the first screen (device
 * select) carries the radio's choice only, and preloads these while the customer picks.
 */
const radioPlanChangeStep = stepOnDemand<PlanChangeProps>(() =>
  import('./radio-plan-change.tsx').then((step) => step.RadioPlanChange),
);

function RadioPlanChangeOnDemand(props: PlanChangeProps) {
  return <OnDemandStep step={radioPlanChangeStep} {...props} />;
}

/**
 * Change a radio's plan (ADR 052): the satellite checkouts' radio steps, then this module's
 * change-plan steps on the radio's running plan.
 */
export function ChangeToFlow() {
  usePreloadedSteps([radioPlanChangeStep]);
  return <ChangeToCheckout PlanChange={RadioPlanChangeOnDemand} />;
}
