import { useSyncExternalStore } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { type ActivationState, activationStoreFor } from './activation-store.ts';

/** The app's activation store and its state now (re-renders when it changes). */
export function useActivationStore() {
  const store = activationStoreFor(useAppServices());
  const state: ActivationState = useSyncExternalStore(store.subscribe, store.get);
  return { store, state };
}
