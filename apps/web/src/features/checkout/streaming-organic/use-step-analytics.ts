import { useEffect } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { trackStep } from './flow-analytics.ts';
import type { StepInfo } from './flow-steps.ts';

/** Reports the step once when it comes on screen. */
export function useStepAnalytics(step: StepInfo): void {
  const { dataLayer } = useAppServices();
  useEffect(() => {
    trackStep(dataLayer, step);
  }, [dataLayer, step]);
}
