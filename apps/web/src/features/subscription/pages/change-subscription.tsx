import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useRouteHandle } from '../../../shared/routing/route-handle.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The flow, fetched when the page renders: the entry route lists every chunk a route module
 * needs (its preload list), so keeping this module small keeps the entry route as it was.
 */
const ChangeFlow = lazy(() =>
  import('../change/change-flow.tsx').then((module) => ({ default: module.ChangeFlow })),
);
const ChangeToFlow = lazy(() =>
  import('../change/change-to-flow.tsx').then((module) => ({ default: module.ChangeToFlow })),
);

/** While the flow arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/**
 * Route module of `changeSubscription` and `targetedChange`: `subscription/change`, and with
 * route data `changeTermOnly` `subscription/change-term` (flows §5.1); the targeted link's
 * `account/subscription/change-targeted` behind `enableTargetedChange`; with route data
 * `changeTo`, `subscribe/checkout/purchase/satellite/change-to` (ADR 052: a module of its own
 * would add its loader and preload list to the entry route).
 */
export function Component() {
  const { changeTermOnly = false, changeTo = false } = useRouteHandle();
  return (
    <Suspense fallback={<Arriving />}>
      {changeTo ? <ChangeToFlow /> : <ChangeFlow changeTermOnly={changeTermOnly} />}
    </Suspense>
  );
}
