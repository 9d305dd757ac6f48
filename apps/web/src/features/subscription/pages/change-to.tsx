import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The flow, fetched when the page renders (as the upgrade pages' flow): the entry route lists
 * each route module's chunks, so keeping this module small keeps the entry route as it was.
 */
const ChangeToFlow = lazy(() =>
  import('../change/change-to-flow.tsx').then((module) => ({ default: module.ChangeToFlow })),
);

/** While the flow arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/**
 * Route module of `changeTo` (`subscribe/checkout/purchase/satellite/change-to/…`, ADR 052):
 * change a radio's plan.
 */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <ChangeToFlow />
    </Suspense>
  );
}
