import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The flow, fetched when the page renders (as the upgrade pages' flow): the entry route lists
 * each route module's chunks, so keeping this module small keeps the entry route as it was.
 */
const UpgradeVipFlow = lazy(() =>
  import('../upgrade-vip/vip-flow.tsx').then((module) => ({ default: module.UpgradeVipFlow })),
);

/** While the flow arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/** Route module of `upgradeVip` (`subscribe/upgrade-vip/…`, flows §4.5): Platinum VIP on two devices. */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <UpgradeVipFlow />
    </Suspense>
  );
}
