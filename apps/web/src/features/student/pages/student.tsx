import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { StudentVerificationPage } from '../verification/student-verification-page.tsx';

/** The re-verify pages, fetched when the module renders (the route module stays small). */
const ReverifyRoutes = lazy(() =>
  import('../re-verify/reverify-routes.tsx').then((module) => ({
    default: module.ReverifyRoutes,
  })),
);

/** While the pages arrive, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/**
 * Route module of `student` (flows §6): `/student` itself is the student verification page (flows
 * §6 names both ways in; ADR 066), `student/re-verify/*` the re-verification (ADR 067); any other
 * path under it is no page of ours.
 */
export function Component() {
  return (
    <Routes>
      <Route
        path="re-verify/*"
        element={
          <Suspense fallback={<Arriving />}>
            <ReverifyRoutes />
          </Suspense>
        }
      />
      <Route index element={<StudentVerificationPage layout="sections" />} />
      <Route path="*" element={<Navigate to="/error" replace />} />
    </Routes>
  );
}
