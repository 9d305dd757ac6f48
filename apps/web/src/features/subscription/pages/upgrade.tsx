import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The flow, fetched when the page renders (as the change pages' flow): the entry route lists each
 * route module's chunks, so keeping this module small keeps the entry route as it was.
 */
const UpgradeFlow = lazy(() =>
  import('../upgrade/upgrade-flow.tsx').then((module) => ({ default: module.UpgradeFlow })),
);

/** While the flow arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/**
 * Route module of `checkoutUpgrade` (`subscribe/checkout/upgrade/…`, flows §4.4): the tier-up and
 * full-price upgrade links' pages.
 */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <UpgradeFlow />
    </Suspense>
  );
}
