import { ChangeToCheckout } from '../../checkout/satellite/index.ts';
import { RadioPlanChange } from './radio-plan-change.tsx';

/**
 * Change a radio's plan (ADR 052): the satellite checkouts' radio steps, then this module's
 * change-plan steps on the radio's running plan.
 */
export function ChangeToFlow() {
  return <ChangeToCheckout PlanChange={RadioPlanChange} />;
}
