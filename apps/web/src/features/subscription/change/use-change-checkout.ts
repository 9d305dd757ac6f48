import type { CareChangeOffersResult, CareQuoteResult, ChangeOffer } from '@orbit/domain';
import { checkoutCalls, subscriptionCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import {
  type FlowStore,
  type PlacedOrder,
  placedOrderQuery,
  quoteQuery,
} from '../../checkout/flow-kit/index.ts';
import { changeOffersQuery } from './change-queries.ts';
import { type ChangeState, changeStoreFor } from './change-store.ts';

export interface ChangeCheckout {
  state: ChangeState;
  store: FlowStore<ChangeState>;
  /** `offers/customer/change`'s answer: the plan today, the plans to move to, vehicle data. */
  offers: CareChangeOffersResult | undefined;
  /** Why the offers could not be read (the page says why: `ChangeOffersProblem`). */
  offersError: Error | null;
  /** The plan and term chosen. */
  offer: ChangeOffer | undefined;
  /** The preview priced for the choice (`quotes/quote` with the subscription). */
  quote: CareQuoteResult | undefined;
  placed: PlacedOrder | undefined;
}

/** The change pages' state and, from the query cache, the answers it is built on. */
export function useChangeCheckout(): ChangeCheckout {
  const store = changeStoreFor(useAppServices());
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const offersRead = useQuery(
    changeOffersQuery(useCareCalls(subscriptionCalls), state.changeOffersAsked),
  );
  const offers = offersRead.data;
  const quote = useQuery(quoteQuery(useCareCalls(checkoutCalls), state.quoteAsked)).data;
  const placed = useQuery(placedOrderQuery(state.transactionId)).data;
  return {
    state,
    store,
    offers,
    offersError: offersRead.error,
    offer: offers?.offers.find((offer) => offer.planCode === state.selectedPlanCode),
    quote,
    placed,
  };
}
