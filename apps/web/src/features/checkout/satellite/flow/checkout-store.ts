import type { CardToken, CareOffersResult, OrderQuote, PurchaseResult } from '@orbit/domain';
import { createStore, type Store } from '../../../../shared/platform/store.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import type { IdentifiedRadio } from '../../../identification/index.ts';
import { newTransactionId } from '../../streaming-organic/transaction-id.ts';

/** The service address a satellite radio is registered at, with the person it belongs to. */
export interface ServiceAddressDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  country: 'US' | 'CA';
}

/** How the order is paid: the account's card on file, or a new card's gateway token. */
export type SatellitePayment =
  | { kind: 'cardOnFile'; brand: string; last4: string }
  | { kind: 'card'; token: CardToken; nameOnCard: string };

/** Why the review step sent the customer back to payment, shown there. */
export type PaymentBounce = 'cardProcessing' | 'unexpected' | 'ineligible';

export interface SatelliteCheckoutState {
  /** The flow and query it was entered with; entering with others starts over. */
  entryKey: string | undefined;
  programCode: string | undefined;
  promoCode: string | undefined;
  /** The link's promo code was refused as invalid: the offers show without it, with a notice. */
  promoRefused: string | undefined;
  offers: CareOffersResult | undefined;
  selectedPlanCode: string | undefined;
  /** The radio found (lookup, token or link); the offers are the radio's once it is set. */
  radio: IdentifiedRadio | undefined;
  customer: ServiceAddressDetails | undefined;
  payment: SatellitePayment | undefined;
  quote: OrderQuote | undefined;
  transactionId: string;
  bounce: PaymentBounce | undefined;
  purchase: PurchaseResult | undefined;
}

export interface SatelliteCheckoutStore extends Store<SatelliteCheckoutState> {
  update(patch: Partial<SatelliteCheckoutState>): void;
  /** A new checkout: a new transaction id, everything else as given. */
  restart(patch: Partial<SatelliteCheckoutState>): void;
  newTransactionId(): string;
}

function initialState(transactionId: string): SatelliteCheckoutState {
  return {
    entryKey: undefined,
    programCode: undefined,
    promoCode: undefined,
    promoRefused: undefined,
    offers: undefined,
    selectedPlanCode: undefined,
    radio: undefined,
    customer: undefined,
    payment: undefined,
    quote: undefined,
    transactionId,
    bounce: undefined,
    purchase: undefined,
  };
}

const stores = new WeakMap<AppServices, SatelliteCheckoutStore>();

/**
 * The satellite checkout's state, one per running app, kept in memory only (a card token and a
 * radio handle have no business in storage). It outlives the route elements, so the active-
 * subscription page (another route module) can still name the radio.
 */
export function satelliteCheckoutStoreFor(services: AppServices): SatelliteCheckoutStore {
  let store = stores.get(services);
  if (!store) {
    const randomBytes = services.sdk.runtime.randomBytes;
    const base = createStore(initialState(newTransactionId(randomBytes)));
    store = {
      ...base,
      update: (patch) => base.set({ ...base.get(), ...patch }),
      restart: (patch) => base.set({ ...initialState(newTransactionId(randomBytes)), ...patch }),
      newTransactionId: () => newTransactionId(randomBytes),
    };
    stores.set(services, store);
  }
  return store;
}
