import { useSyncExternalStore } from 'react';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { type SwapState, swapStoreFor } from './swap-store.ts';

/** The swap chosen so far, kept while the app runs (a reload starts again: a radio id is not stored). */
export function useSwap() {
  const store = swapStoreFor(useAppServices());
  const state: SwapState = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { state, store };
}
