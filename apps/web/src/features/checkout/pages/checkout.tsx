import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { LazyPlanChooser } from '../plain-way-in/lazy-plan-chooser.tsx';
import { LazyStudentCheckout } from '../streaming-student/lazy-student-checkout.tsx';
import { VERIFICATION_ID_KEY } from '../streaming-student/student-notice.ts';

/**
 * Route module of `checkout` (`subscribe/*`, what no other module serves). The plain way in
 * (ADR 038) is `subscribe`, `subscribe/checkout;proactiveFlag=…` (the only `subscribe/checkout`
 * the query redirect leaves here) and `subscribe/checkout/streaming`, where the streaming checkout
 * sends a visitor without an allowed program code. With a `verificationid` the same address is
 * the student checkout and its steps (flows §6, ADR 066). The rest (renewal…) has route modules of
 * its own; any other path under `subscribe/` is no page of ours: the app's error page (spec 000 §2).
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<LazyPlanChooser />} />
      <Route path="checkout/streaming/*" element={<StreamingWayIn />} />
      <Route path=":second" element={<CheckoutWithMatrixParams />} />
      <Route path="*" element={<Navigate to="/error" replace />} />
    </Routes>
  );
}

/** A verified student's return, or (its own address only) the plain way in. */
function StreamingWayIn() {
  const { search } = useLocation();
  const below = useParams()['*'] ?? '';
  if (getQueryParam(search, VERIFICATION_ID_KEY)) return <LazyStudentCheckout />;
  return below === '' ? <LazyPlanChooser /> : <Navigate to="/error" replace />;
}

/** `checkout;proactiveFlag=true`: react-router sees the matrix parameters as part of the segment. */
function CheckoutWithMatrixParams() {
  const second = (useParams().second ?? '').toLowerCase();
  return second.startsWith('checkout;') ? <LazyPlanChooser /> : <Navigate to="/error" replace />;
}
