import { lazy, Suspense } from 'react';

/**
 * The chooser, fetched when it renders: the entry route lists every chunk a route module imports
 * statically (its preload list), so the `checkout` route module imports only this and nothing
 * else (its page's own loader covers the moment the chunk takes).
 */
const Chooser = lazy(() =>
  import('./plan-chooser.tsx').then((module) => ({ default: module.PlanChooserPage })),
);

export function LazyPlanChooser() {
  return (
    <Suspense fallback={null}>
      <Chooser />
    </Suspense>
  );
}
