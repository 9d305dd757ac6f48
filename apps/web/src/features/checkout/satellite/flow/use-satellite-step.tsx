import { type ReactNode, useEffect } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Card, Stepper } from '../../../../shared/ui/index.ts';
import { trackSatelliteStep } from './flow-analytics.ts';
import { useSatelliteFlow } from './flow-context.tsx';
import type { SatelliteStepName } from './satellite-flows.ts';

/** Reports the step once when it comes on screen. */
export function useSatelliteStepAnalytics(step: SatelliteStepName): void {
  const { dataLayer } = useAppServices();
  const flow = useSatelliteFlow();
  useEffect(() => {
    trackSatelliteStep(dataLayer, flow, step);
  }, [dataLayer, flow, step]);
}

/** A step's card with the flow's "Step N of M" when the step is numbered in this flow. */
export function StepCard({ step, children }: { step: SatelliteStepName; children: ReactNode }) {
  const t = useT();
  const flow = useSatelliteFlow();
  const current = flow.stepNumbers[step];
  return (
    <Card>
      {current ? (
        <Stepper
          current={current}
          total={flow.stepTotal}
          label={t('ui.stepper.label', { current, total: flow.stepTotal })}
        />
      ) : null}
      {children}
    </Card>
  );
}
