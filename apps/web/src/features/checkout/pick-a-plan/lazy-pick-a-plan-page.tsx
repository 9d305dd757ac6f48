import { lazy, Suspense } from 'react';

/**
 * Pick-a-plan, fetched when it renders: the entry route lists every chunk a route module imports
 * statically (its preload list), so the route module imports only this.
 */
const Page = lazy(() =>
  import('./pick-a-plan-page.tsx').then((module) => ({ default: module.PickAPlanPage })),
);

export function LazyPickAPlanPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
