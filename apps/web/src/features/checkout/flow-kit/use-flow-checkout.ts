import type { CareOffersResult, OrderQuote, PresentedOffer } from '@orbit/domain';
import { catalogCalls, checkoutCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type AppServices, useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import {
  offersQuery,
  type PlacedOrder,
  placedOrderQuery,
  quoteQuery,
} from '../checkout-queries.ts';
import type { FlowAttempt, FlowStore } from './flow-store.ts';
import { selectedOfferOf } from './selected-offer.ts';

export interface FlowCheckout<S extends FlowAttempt> {
  state: S;
  store: FlowStore<S>;
  /** The offers the customer picks from (`state.offersAsked`'s answer). */
  offers: CareOffersResult | undefined;
  /** The offer being bought. */
  offer: PresentedOffer | undefined;
  /** The quote the order is priced with (`state.quoteAsked`'s answer). */
  quote: OrderQuote | undefined;
  /** The order, once placed in this attempt. */
  placed: PlacedOrder | undefined;
}

/**
 * A flow's state (re-rendering on change), its store, and the answers it is built on from the
 * query cache: the offers, the offer being bought, the quote, the order once placed.
 */
export function useFlowCheckout<S extends FlowAttempt>(
  storeFor: (services: AppServices) => FlowStore<S>,
): FlowCheckout<S> {
  const store = storeFor(useAppServices());
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const offers = useQuery(offersQuery(useCareCalls(catalogCalls), state.offersAsked)).data;
  const quote = useQuery(quoteQuery(useCareCalls(checkoutCalls), state.quoteAsked)).data;
  const placed = useQuery(placedOrderQuery(state.transactionId)).data;
  return {
    state,
    store,
    offers,
    offer: selectedOfferOf(offers, state.selectedPlanCode),
    quote,
    placed,
  };
}
