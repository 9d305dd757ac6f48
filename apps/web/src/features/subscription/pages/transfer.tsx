import { lazy, Suspense } from 'react';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The pages, fetched when one renders: the entry route lists every chunk a route module needs
 * (its preload list), so keeping this module small keeps the entry route as it was.
 */
const TransferFlow = lazy(() =>
  import('../transfer/transfer-flow.tsx').then((module) => ({ default: module.TransferFlow })),
);

/** While the pages arrive, the app's full-page loader stays up. */
function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}

/**
 * Route module of `transfer` (flows §8.1, ADR 069): moving a self-pay plan to a new car's trial
 * radio, replacing a lost or broken radio (`radio/swap`), service portability (`radio/port`).
 */
export function Component() {
  return (
    <Suspense fallback={<Arriving />}>
      <TransferFlow />
    </Suspense>
  );
}
