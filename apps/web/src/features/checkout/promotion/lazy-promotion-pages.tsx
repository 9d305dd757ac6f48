import { lazy, Suspense } from 'react';

/**
 * The promotion's pages, fetched when they render: the entry route lists every chunk a route
 * module imports statically (its preload list), so the route module imports only this.
 */
const Pages = lazy(() =>
  import('./promotion-page.tsx').then((module) => ({ default: module.PromotionPages })),
);

export function LazyPromotionPages() {
  return (
    <Suspense fallback={null}>
      <Pages />
    </Suspense>
  );
}
