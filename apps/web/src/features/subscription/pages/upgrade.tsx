import { lazy, Suspense } from 'react';
import { Arriving } from './arriving.tsx';

/**
 * The flow, fetched when the page renders (as the change pages' flow): the entry route lists each
 * route module's chunks, so keeping this module small keeps the entry route as it was.
 */
const UpgradeFlow = lazy(() =>
  import('../upgrade/upgrade-flow.tsx').then((module) => ({ default: module.UpgradeFlow })),
);

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
