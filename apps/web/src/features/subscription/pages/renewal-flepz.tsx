import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The flow, fetched when the page renders: the entry route lists every chunk a route module
 * needs (its preload list), so keeping this module small keeps the entry route as it was.
 */
const RenewalFlow = lazy(() =>
  import('../renewal/renewal-flow.tsx').then((module) => ({ default: module.RenewalFlow })),
);

/** While the flow arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/**
 * Route module of `renewalFlepz`: roll-to-choice renewal (flows §4.1), at
 * `subscribe/checkout/renewal/flepz` and `subscribe/checkout/renewal` (where the query redirects
 * `renewalcode=choice` links).
 */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <RenewalFlow />
    </Suspense>
  );
}
