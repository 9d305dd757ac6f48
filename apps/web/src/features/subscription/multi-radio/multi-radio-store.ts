import type { Locale, MultiRadioChoice } from '@orbit/domain';
import {
  type FlowAttempt,
  flowStoreFactory,
  type OrderAddress,
  type OrderPerson,
} from '../../checkout/flow-kit/index.ts';
import type { OrderCard } from '../payment/use-order-card.ts';

/** The multi-radio purchase's steps, in order. */
export const MULTI_RADIO_STEPS = ['radios', 'plans', 'payment', 'review'] as const;
export type MultiRadioStep = (typeof MULTI_RADIO_STEPS)[number];

/** Who pays, where the radios are (taxes follow the service address), and with which card. */
export interface MultiRadioPayment {
  person: OrderPerson;
  address: OrderAddress;
  card: OrderCard;
}

/**
 * What the one quote was asked for: the radios (by the radios call's references) with their
 * plans, in the order's language. Taxes follow the account's service address, the server's to
 * know; the language only names the cache entry (the plans' names are in it).
 */
export interface MultiRadioQuoteAsked {
  radios: MultiRadioChoice[];
  locale: Locale;
}

/** One radio the server refused for its plan: the order was not placed, nothing was charged. */
export interface RefusedRadio {
  deviceRef: string;
  /** The server's reason code (INELIGIBLE_FOR_OFFER, OFFER_NOT_FOUND); the page says why in words. */
  reason: string;
}

/** Why the customer was sent back a step after pressing Continue or Complete. */
export type MultiRadioBounce =
  | { kind: 'card' }
  | { kind: 'refused'; radio: RefusedRadio }
  | { kind: 'unexpected' };

/**
 * What the customer chose (ADR 019: choices only; the radios' offers, the quote and the order
 * placed live in the query cache, named by their requests and the transaction id).
 */
export interface MultiRadioState extends FlowAttempt {
  /** The account this order is for (the guard's); a new account starts a new order. */
  accountNumber: string | undefined;
  /** The radios chosen, by the radios call's `deviceRef`, in the account's order. */
  deviceRefs: string[];
  /** The plan chosen for each radio, by `deviceRef`. */
  planByDevice: Record<string, string>;
  payment: MultiRadioPayment | undefined;
  /** The quote asked for the radios and plans: review shows its answer. */
  multiQuoteAsked: MultiRadioQuoteAsked | undefined;
  open: MultiRadioStep;
  bounce: MultiRadioBounce | undefined;
}

export const multiRadioStoreFor = flowStoreFactory<MultiRadioState>((transactionId) => ({
  offersAsked: undefined,
  selectedPlanCode: undefined,
  quoteAsked: undefined,
  transactionId,
  bounce: undefined,
  accountNumber: undefined,
  deviceRefs: [],
  planByDevice: {},
  payment: undefined,
  multiQuoteAsked: undefined,
  open: 'radios',
}));

/** The quote for the radios and plans chosen; undefined while a radio has no plan. */
export function quoteAskedOf(
  state: MultiRadioState,
  locale: Locale,
): MultiRadioQuoteAsked | undefined {
  const radios = state.deviceRefs.map((deviceRef) => ({
    deviceRef,
    planCode: state.planByDevice[deviceRef] ?? '',
  }));
  if (radios.length === 0 || radios.some((radio) => radio.planCode === '')) return undefined;
  return { radios, locale };
}
