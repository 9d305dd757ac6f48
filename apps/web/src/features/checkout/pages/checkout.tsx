import { Navigate, Route, Routes, useParams } from 'react-router';
import { LazyPlanChooser } from '../plain-way-in/lazy-plan-chooser.tsx';

/**
 * Route module of `checkout` (`subscribe/*`, what no other module serves). The plain way in
 * (ADR 038) is `subscribe`, `subscribe/checkout;proactiveFlag=…` (the only `subscribe/checkout`
 * the query redirect leaves here) and `subscribe/checkout/streaming`, where the streaming checkout
 * sends a visitor without an allowed program code. The rest (renewal…) has route modules of its
 * own; any other path under `subscribe/` is no page of ours: the app's error page (spec 000 §2).
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<LazyPlanChooser />} />
      <Route path="checkout/streaming" element={<LazyPlanChooser />} />
      <Route path=":second" element={<CheckoutWithMatrixParams />} />
      <Route path="*" element={<Navigate to="/error" replace />} />
    </Routes>
  );
}

/** `checkout;proactiveFlag=true`: react-router sees the matrix parameters as part of the segment. */
function CheckoutWithMatrixParams() {
  const second = (useParams().second ?? '').toLowerCase();
  return second.startsWith('checkout;') ? <LazyPlanChooser /> : <Navigate to="/error" replace />;
}
