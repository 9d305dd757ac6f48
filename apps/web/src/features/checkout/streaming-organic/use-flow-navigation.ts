import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StepName } from './flow-steps.ts';
import { useStreamingFlowRoute } from './streaming-flow-route.ts';

/** Moves between the flow's steps, keeping the query (it carries the program and promo codes). */
export function useFlowNavigation(): (step: StepName, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { stepUrl } = useStreamingFlowRoute();
  return useCallback(
    (step, options) => {
      void navigate(stepUrl(step, search), options);
    },
    [navigate, search, stepUrl],
  );
}
