import { useSyncExternalStore } from 'react';
import { createStore, type Store } from '../platform/store.ts';

/**
 * The page-data-loading flag (spec 000 §4): raised when a navigation starts, lowered when it ends
 * (or by a page that finishes its own loading); the full-page loader shows while it is up.
 */
export type PageLoading = Store<boolean>;

export function createPageLoading(): PageLoading {
  return createStore(false);
}

export function usePageLoadingFlag(store: PageLoading): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
