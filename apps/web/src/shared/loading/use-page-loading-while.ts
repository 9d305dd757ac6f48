import { useEffect } from 'react';
import type { PageLoading } from './page-loading.ts';

/**
 * Keeps the full-page loader up while `active` (a page's own load: a checkout's door, a prospect
 * link being read), and puts it down when that ends or the page goes. Its own module, so the
 * entry route, which makes the flag, does not carry it.
 */
export function usePageLoadingWhile(pageLoading: PageLoading, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    pageLoading.set(true);
    return () => pageLoading.set(false);
  }, [active, pageLoading]);
}
