import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useSatelliteCheckout } from '../flow/flow-context.tsx';
import {
  ADD_RADIO_FLOW,
  CHANGE_TO_FLOW,
  satelliteErrorPageUrl,
  satelliteStepUrl,
} from '../flow/satellite-flows.ts';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
import { useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';

/** Why the plan change could not open on the radio: no running plan on it, or anything else. */
export type PlanChangeProblem = 'NO_SUBSCRIPTION_FOUND' | (string & {});

/** What change-to hands the change-plan steps: the radio, the plan asked for, the way out. */
export interface PlanChangeProps {
  /** The radio whose running plan changes (the last 4 of its id, as the account lists it). */
  radioIdLastFour: string;
  /** A plan the page was opened for (`plancode`): chosen already, to confirm. */
  preselectedPlanCode: string | undefined;
  /** The analytics flow name of the page. */
  flowName: string;
  /** Where the page goes when the plan change cannot open. */
  problemPathOf(problem: PlanChangeProblem): string;
}

/**
 * `new-plan` (change-to, ADR 052): the change-plan steps (`PlanChange`, subscription's ADR 031
 * steps) on the running plan of the radio chosen or found — the new plan (`plancode` comes
 * chosen), payment, review with the plan-change quote (ADR 030), thanks at `new-plan/thanks`.
 * The radio turning out to have no plan to change goes to the add-radio flow; anything else to
 * the technical-issues page.
 */
export interface NewPlanStepProps {
  /** The subscription pages' change-plan steps, which this step opens on the radio. */
  PlanChange: ComponentType<PlanChangeProps>;
}

export function NewPlanStep({ PlanChange }: NewPlanStepProps) {
  const { search } = useLocation();
  const { state } = useSatelliteCheckout();
  useSatelliteStepAnalytics('newPlan');
  const redirect = useSatelliteStepGuard('newPlan');
  if (redirect) return redirect;
  const last4 = state.radio?.radioIdLastFour;
  if (!last4) return null;
  return (
    <PlanChange
      radioIdLastFour={last4}
      preselectedPlanCode={getQueryParam(search, 'plancode') ?? undefined}
      flowName={CHANGE_TO_FLOW.flowName}
      problemPathOf={(problem) =>
        problem === 'NO_SUBSCRIPTION_FOUND'
          ? satelliteStepUrl(ADD_RADIO_FLOW, 'deviceSelect', search)
          : satelliteErrorPageUrl('technical-issues', search)
      }
    />
  );
}
