import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

const EntitlementFlow = lazy(() =>
  import('../entitlement/entitlement-flow.tsx').then((module) => ({
    default: module.EntitlementFlow,
  })),
);

/** While the page arrives, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/** Route module of `subscribe/entitlement` (flows §8.6, ADR 077): a partner-billed plan activated. */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <EntitlementFlow />
    </Suspense>
  );
}
