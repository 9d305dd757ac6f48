import { Navigate, Route, Routes, useParams } from 'react-router';
import { OnDemandStep } from '../../../shared/loading/step-on-demand.tsx';
import { isSatelliteErrorPage, ORGANIC_FLOW } from '../satellite/flow/satellite-flows.ts';
import { SatelliteOrganicCheckout } from '../satellite/organic-checkout.tsx';
import {
  activeSubscriptionPage,
  satelliteErrorPage,
} from '../satellite/pages/satellite-pages-on-demand.ts';

/**
 * Route module of `satellitePurchase` (`subscribe/checkout/purchase/satellite/*`). It serves
 * what lives under `satellite/` without a module of its own: `organic` (where `organic/new`
 * falls back with its flag off — the same flow: the older accordion page is not rebuilt),
 * `targeted/active-subscription`, and the satellite checkouts' error
 * pages. Any other path is no page of ours: the app's error page (spec 000 §2).
 */
export function Component() {
  return (
    <Routes>
      <Route path="organic/*" element={<SatelliteOrganicCheckout flow={ORGANIC_FLOW} />} />
      <Route
        path="targeted/active-subscription"
        element={<OnDemandStep step={activeSubscriptionPage} />}
      />
      <Route path=":page" element={<ErrorPageOrNone />} />
      <Route path="*" element={<Navigate to="/error" replace />} />
    </Routes>
  );
}

function ErrorPageOrNone() {
  const page = (useParams().page ?? '').toLowerCase();
  return isSatelliteErrorPage(page) ? (
    <OnDemandStep step={satelliteErrorPage} page={page} />
  ) : (
    <Navigate to="/error" replace />
  );
}
