import type { CardToken, CareQuoteRequest } from '@orbit/domain';
import type { IdentifiedRadio } from '../../../identification/index.ts';
import type { OffersAsked } from '../../checkout-queries.ts';
import { type FlowStore, flowStoreFactory } from '../../flow-kit/flow-store.ts';

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
  offersAsked: OffersAsked | undefined;
  selectedPlanCode: string | undefined;
  /** The radio found (lookup, token or link); the offers are the radio's once it is set. */
  radio: IdentifiedRadio | undefined;
  customer: ServiceAddressDetails | undefined;
  payment: SatellitePayment | undefined;
  quoteAsked: CareQuoteRequest | undefined;
  transactionId: string;
  bounce: PaymentBounce | undefined;
}

export type SatelliteCheckoutStore = FlowStore<SatelliteCheckoutState>;

/**
 * What the customer entered in the satellite checkout (and which offers and quote it asked for:
 * their answers and the order placed are in the query cache), one per running app, kept in memory only (a card token and a
 * radio handle have no business in storage). It outlives the route elements, so the active-
 * subscription page (another route module) can still name the radio.
 */
export const satelliteCheckoutStoreFor = flowStoreFactory<SatelliteCheckoutState>(
  (transactionId) => ({
    entryKey: undefined,
    programCode: undefined,
    promoCode: undefined,
    promoRefused: undefined,
    offersAsked: undefined,
    selectedPlanCode: undefined,
    radio: undefined,
    customer: undefined,
    payment: undefined,
    quoteAsked: undefined,
    transactionId,
    bounce: undefined,
  }),
);
