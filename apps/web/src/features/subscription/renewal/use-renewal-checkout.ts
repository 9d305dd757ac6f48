import type { CareQuoteResult, CareRenewalOffersResult } from '@orbit/domain';
import { renewalCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import {
  type FlowStore,
  type PlacedOrder,
  placedOrderQuery,
} from '../../checkout/flow-kit/index.ts';
import { radioRenewalOffersQuery, renewalQuoteQuery } from './renewal-queries.ts';
import { type RenewalState, renewalStoreFor } from './renewal-store.ts';

export interface RenewalCheckout {
  state: RenewalState;
  store: FlowStore<RenewalState>;
  /** The choices as the chosen radio may take them; undefined before a radio is chosen. */
  radioOffers: CareRenewalOffersResult | undefined;
  quote: CareQuoteResult | undefined;
  placed: PlacedOrder | undefined;
}

/** The renewal's state and, from the query cache, the answers it is built on. */
export function useRenewalCheckout(): RenewalCheckout {
  const store = renewalStoreFor(useAppServices());
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const calls = useCareCalls(renewalCalls);
  const radioOffers = useQuery(radioRenewalOffersQuery(calls, state.radioOffersAsked)).data;
  const quote = useQuery(renewalQuoteQuery(calls, state.renewalQuoteAsked)).data;
  const placed = useQuery(placedOrderQuery(state.transactionId)).data;
  return { state, store, radioOffers, quote, placed };
}
