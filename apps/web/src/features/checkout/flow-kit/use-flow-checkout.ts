import type { PresentedOffer } from '@orbit/domain';
import { useSyncExternalStore } from 'react';
import { type AppServices, useAppServices } from '../../../shared/services/app-services.tsx';
import type { FlowAttempt, FlowStore } from './flow-store.ts';
import { selectedOfferOf } from './selected-offer.ts';

export interface FlowCheckout<S extends FlowAttempt> {
  state: S;
  store: FlowStore<S>;
  offer: PresentedOffer | undefined;
}

/** A flow's state (re-rendering on change), its store and the offer being bought. */
export function useFlowCheckout<S extends FlowAttempt>(
  storeFor: (services: AppServices) => FlowStore<S>,
): FlowCheckout<S> {
  const store = storeFor(useAppServices());
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { state, store, offer: selectedOfferOf(state) };
}
