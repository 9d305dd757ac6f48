import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import type { TrialLayout } from './trial-route.ts';

/**
 * The streaming trial, fetched when it renders: the route modules that serve it stay this small,
 * and none of it lands in the entry route.
 */
const Flow = lazy(() =>
  import('./streaming-trial-flow.tsx').then((module) => ({ default: module.StreamingTrialFlow })),
);

/** While the flow arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

export function LazyStreamingTrial({ layout }: { layout: TrialLayout }) {
  return (
    <Suspense fallback={<Arriving />}>
      <Flow layout={layout} />
    </Suspense>
  );
}
