import { type ReactNode, useEffect } from 'react';
import { trackPageLoaded } from '../../../../shared/analytics/page-loaded.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Card } from '../../../../shared/ui/index.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { SatelliteProviders } from '../satellite-providers.tsx';

/** A satellite page outside a flow's steps: tracked by name, the loader off, a heading that takes focus. */
export function SatellitePage({ name, children }: { name: string; children: ReactNode }) {
  return (
    <SatelliteProviders>
      <Tracked name={name} />
      <Card>{children}</Card>
    </SatelliteProviders>
  );
}

function Tracked({ name }: { name: string }) {
  const { dataLayer, pageLoading } = useAppServices();
  useEffect(() => {
    pageLoading.set(false);
    trackPageLoaded(dataLayer, {
      flowName: 'checkoutsatellite',
      componentName: name,
      pageLabel: 'CHECKOUT',
    });
  }, [dataLayer, pageLoading, name]);
  return null;
}

export { StepHeading as PageHeading };
