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

/** While the flow arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/**
 * Route module of `changeSubscription` and `targetedChange`: `subscription/change`, and with
 * route data `changeTermOnly` `subscription/change-term` (flows §5.1); the targeted link's
 * `account/subscription/change-targeted` behind `enableTargetedChange`.
 */
export function Component() {
  const { changeTermOnly = false } = useRouteHandle();
  return (
    <Suspense fallback={<Arriving />}>
      <ChangeFlow changeTermOnly={changeTermOnly} />
    </Suspense>
  );
}
