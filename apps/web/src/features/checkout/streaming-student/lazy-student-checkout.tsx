import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The student checkout, fetched when a link with a verification opens: the plain way in that
 * shares its address (`subscribe/checkout/streaming`) stays as small as it was.
 */
const Flow = lazy(() =>
  import('./streaming-student-flow.tsx').then((module) => ({
    default: module.StreamingStudentFlow,
  })),
);

/** While the flow arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

export function LazyStudentCheckout() {
  return (
    <Suspense fallback={<Arriving />}>
      <Flow />
    </Suspense>
  );
}
