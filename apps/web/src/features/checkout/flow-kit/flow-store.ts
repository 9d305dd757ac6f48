import type { CareQuoteRequest } from '@orbit/domain';
import { createStore, type Store } from '../../../shared/platform/store.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import type { OffersAsked } from '../checkout-queries.ts';
import { newTransactionId } from './transaction-id.ts';

/**
 * What every checkout flow's state carries besides what its own steps collect: which offers the
 * customer picks from and the plan picked, the quote the order was priced with, the attempt's
 * transaction id (the purchase's Idempotency-Key) and why the review step sent the customer back.
 * Offers and quote are named by the request that got them; their answers, and the order once
 * placed (by transaction id), are in the query cache (`checkout-queries.ts`).
 */
export interface FlowAttempt {
  offersAsked: OffersAsked | undefined;
  selectedPlanCode: string | undefined;
  quoteAsked: CareQuoteRequest | undefined;
  transactionId: string;
  bounce: unknown;
}

export interface FlowStore<S extends FlowAttempt> extends Store<S> {
  update(patch: Partial<S>): void;
  /** A new checkout: a new transaction id, everything else as given. */
  restart(patch: Partial<S>): void;
  /**
   * The order body changes (a refused card, a new password): the same checkout, a new attempt,
   * so a new transaction id — a retry of the refused one would be answered from the server's
   * idempotency record.
   */
  newAttempt(patch: Partial<S>): void;
}

/**
 * A flow's store, one per running app (`storeFor(services)`), kept in memory only: a password, a
 * card token and a radio handle have no business in storage. It outlives the route elements, so
 * moving between route modules of one flow keeps what the customer entered. `initialState` gives
 * the flow's empty state for a transaction id.
 */
export function flowStoreFactory<S extends FlowAttempt>(
  initialState: (transactionId: string) => S,
): (services: AppServices) => FlowStore<S> {
  const stores = new WeakMap<AppServices, FlowStore<S>>();
  return (services) => {
    let store = stores.get(services);
    if (!store) {
      const randomBytes = services.sdk.runtime.randomBytes;
      const nextId = () => newTransactionId(randomBytes);
      const base = createStore(initialState(nextId()));
      store = {
        ...base,
        update: (patch) => base.set({ ...base.get(), ...patch }),
        restart: (patch) => base.set({ ...initialState(nextId()), ...patch }),
        newAttempt: (patch) => base.set({ ...base.get(), ...patch, transactionId: nextId() }),
      };
      stores.set(services, store);
    }
    return store;
  };
}
