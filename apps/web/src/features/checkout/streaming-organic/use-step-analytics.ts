import { useEffect } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { trackStep } from './flow-analytics.ts';
import type { StepInfo } from './flow-steps.ts';
import { useStreamingFlowRoute } from './streaming-flow-route.ts';

/** Reports the step once when it comes on screen. */
export function useStepAnalytics(step: StepInfo): void {
  const { dataLayer } = useAppServices();
  const { flowName } = useStreamingFlowRoute();
  useEffect(() => {
    trackStep(dataLayer, step, flowName);
  }, [dataLayer, step, flowName]);
}
