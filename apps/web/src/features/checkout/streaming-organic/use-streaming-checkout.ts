import type { PresentedOffer } from '@orbit/domain';
import { useSyncExternalStore } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import {
  type StreamingCheckoutState,
  type StreamingCheckoutStore,
  streamingCheckoutStoreFor,
} from './checkout-store.ts';

/** The offer the customer is buying: the selected plan, else the lead offer, else the first. */
export function selectedOfferOf(state: StreamingCheckoutState): PresentedOffer | undefined {
  const offers = state.offers?.offers ?? [];
  return (
    offers.find((offer) => offer.planCode === state.selectedPlanCode) ??
    offers.find((offer) => offer.planCode === state.offers?.leadPlanCode) ??
    offers[0]
  );
}

/** The flow's state (re-rendering on change) and its store. */
export function useStreamingCheckout(): {
  state: StreamingCheckoutState;
  store: StreamingCheckoutStore;
  offer: PresentedOffer | undefined;
} {
  const store = streamingCheckoutStoreFor(useAppServices());
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { state, store, offer: selectedOfferOf(state) };
}
