import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router';

/**
 * Where a customer who opens a step must go instead. After the order every step but the
 * confirmation leads to it; before, the flow's `needs` says which earlier step collects what this
 * one needs (a reloaded `review` has no card token in memory), or undefined to stay.
 */
export function missingStepOf<Step extends string>(
  step: Step,
  { placed, thanks }: { placed: boolean; thanks: Step },
  needs: () => Step | undefined,
): Step | undefined {
  if (placed) return step === thanks ? undefined : thanks;
  return needs();
}

/**
 * The step guard: a redirect (replacing the history entry, keeping the query) to the step that is
 * missing, or null when the step can show. Call it before anything else the step renders.
 */
export function useStepRedirect<Step extends string>(
  missing: Step | undefined,
  urlOf: (step: Step, search: string) => string,
): ReactElement | null {
  const { search } = useLocation();
  return missing ? <Navigate to={urlOf(missing, search)} replace /> : null;
}
