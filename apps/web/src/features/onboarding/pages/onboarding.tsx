import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The pages, fetched when the module renders: the entry route lists every chunk a route module
 * imports statically (its preload list), so the route module stays this small (as the
 * activation pages' does, ADR 036).
 */
const OnboardingRoutes = lazy(() =>
  import('../onboarding-routes.tsx').then((module) => ({ default: module.OnboardingRoutes })),
);

/** While the pages arrive, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/** Route module of `onboarding` (flows §8.5): find the account, set up streaming, prospects, TVs. */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <OnboardingRoutes />
    </Suspense>
  );
}
