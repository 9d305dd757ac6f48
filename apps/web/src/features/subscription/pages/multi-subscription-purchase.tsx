import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The flow, fetched when the page renders: the entry route lists every chunk a route module
 * needs, so keeping this module small keeps the entry route as it was.
 */
const MultiRadioFlow = lazy(() =>
  import('../multi-radio/multi-radio-flow.tsx').then((module) => ({
    default: module.MultiRadioFlow,
  })),
);

/** While the flow arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/**
 * Route module of `multiSubscriptionPurchase` (`subscribe/multi-subscription-purchase`): plans for
 * several of the signed-in owner's radios in one order, one quote and one payment (ADR 048).
 */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <MultiRadioFlow />
    </Suspense>
  );
}
