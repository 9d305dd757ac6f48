import { lazy, Suspense } from 'react';
import { Arriving } from './arriving.tsx';

/**
 * The flow, fetched when the page renders (as the upgrade pages' flow): the entry route lists
 * each route module's chunks, so keeping this module small keeps the entry route as it was.
 */
const UpgradeVipFlow = lazy(() =>
  import('../upgrade-vip/vip-flow.tsx').then((module) => ({ default: module.UpgradeVipFlow })),
);

/** Route module of `upgradeVip` (`subscribe/upgrade-vip/…`, flows §4.5): Platinum VIP on two devices. */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <UpgradeVipFlow />
    </Suspense>
  );
}
