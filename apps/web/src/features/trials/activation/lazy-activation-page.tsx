import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import type { ActivationPageName } from './activation-pages.tsx';

/**
 * The pages, fetched when one renders: the entry route lists every chunk a route module imports
 * statically (its preload list), so the route modules and the route fragment stay this small.
 */
const Pages = lazy(() =>
  import('./activation-pages.tsx').then((module) => ({ default: module.ActivationPage })),
);

/** While the pages arrive, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

export function LazyActivationPage(props: ActivationPageName) {
  return (
    <Suspense fallback={<Arriving />}>
      <Pages {...props} />
    </Suspense>
  );
}
