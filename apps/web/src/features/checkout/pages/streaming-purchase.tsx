import { Navigate, Route, Routes, useParams } from 'react-router';
import { OnDemandStep } from '../../../shared/loading/step-on-demand.tsx';
import { SatelliteTargetedCheckout } from '../satellite/targeted-checkout.tsx';
import { streamingErrorPage } from '../streaming-organic/error-page/error-page-on-demand.ts';
import { isStreamingErrorPage } from '../streaming-organic/flow-steps.ts';
import {
  ADD_PLAN_FLOW,
  ADD_STREAMING_FLOW,
  MRD_FLOW,
  STREAMING_TARGETED_FLOW,
} from '../streaming-targeted/targeted-flows.ts';

/**
 * Route module of `streamingPurchase` (`subscribe/checkout/purchase/streaming/*`): the streaming
 * targeted checkouts (`targeted`, `targeted/add-plan`, `targeted/mrd`,
 * `targeted/add-streaming`, each with its `thanks`; ADR 049) and the streaming checkouts' error pages (generic-error,
 * expired-offer-error, …). Any other path is no page of ours: `/error`.
 */
export function Component() {
  return (
    <Routes>
      <Route
        path="targeted/add-streaming/*"
        element={<SatelliteTargetedCheckout flow={ADD_STREAMING_FLOW} />}
      />
      <Route path="targeted/mrd/*" element={<SatelliteTargetedCheckout flow={MRD_FLOW} />} />
      <Route
        path="targeted/add-plan/*"
        element={<SatelliteTargetedCheckout flow={ADD_PLAN_FLOW} />}
      />
      <Route
        path="targeted/*"
        element={<SatelliteTargetedCheckout flow={STREAMING_TARGETED_FLOW} />}
      />
      <Route path=":page" element={<ErrorPageOrError />} />
      <Route path="*" element={<Navigate to="/error" replace />} />
    </Routes>
  );
}

function ErrorPageOrError() {
  const page = (useParams().page ?? '').toLowerCase();
  return isStreamingErrorPage(page) ? (
    <OnDemandStep step={streamingErrorPage} page={page} />
  ) : (
    <Navigate to="/error" replace />
  );
}
