import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

const NewReverifyLanding = lazy(() =>
  import('../re-verify/reverify-routes.tsx').then((module) => ({
    default: module.NewReverifyLanding,
  })),
);

function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/**
 * Route module of `studentReverificationNew` (`student/re-verify/new`, behind
 * `enableNewCheckoutStudentReverification`): the re-verify landing (ADR 067), whose confirm is
 * `student/re-verify/confirm` as for the unflagged link.
 */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <NewReverifyLanding />
    </Suspense>
  );
}
