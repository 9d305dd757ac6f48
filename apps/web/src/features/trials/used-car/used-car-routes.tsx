import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import type { UsedCarPageKey } from './used-car-pages.tsx';

/**
 * The pages, fetched when one renders: the entry route lists every chunk a route module needs
 * (its preload list), so the `activate` and `/new` route modules stay small (ADR 037).
 */
const UsedCarPages = lazy(() =>
  import('./used-car-pages.tsx').then((module) => ({ default: module.UsedCarPages })),
);

/** While the pages arrive, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/** One used-car page, loaded on demand; the `/new` route modules render these too. */
export function UsedCarRoute({ page }: { page: UsedCarPageKey }) {
  return (
    <Suspense fallback={<Arriving />}>
      <UsedCarPages page={page} />
    </Suspense>
  );
}

/**
 * The used-car flows' routes below `activate/trial` (flows §1.4, §3.3, §3.4): the RTP trial after
 * the RFLZ eligibility check (`rtp`, `rtp/account`, `rtp/review`, `rtp/thanks`) and SL2C
 * (`service-lane`, `used-vehicle`, `confirmation`).
 */
export const usedCarRoutes = (
  <>
    <Route path="rtp" element={<UsedCarRoute page="eligibility" />} />
    <Route path="rtp/account" element={<UsedCarRoute page="rtpAccount" />} />
    <Route path="rtp/review" element={<UsedCarRoute page="rtpReview" />} />
    <Route path="rtp/thanks" element={<UsedCarRoute page="rtpThanks" />} />
    <Route path="service-lane" element={<UsedCarRoute page="serviceLane" />} />
    <Route path="used-vehicle" element={<UsedCarRoute page="usedVehicle" />} />
    <Route path="confirmation" element={<UsedCarRoute page="sl2cConfirmation" />} />
  </>
);
