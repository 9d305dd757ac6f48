import type { Locale } from '@orbit/domain';
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

/** What the one quote was asked for: the account's radios with their plans, where, in which language. */
export interface MultiRadioQuoteAsked {
  accountNumber: string;
  radios: { deviceId: string; planCode: string }[];
  serviceAddress: OrderAddress;
  locale: Locale;
}

/** One radio the server refused for its plan: the order was not placed, nothing was charged. */
export interface RefusedRadio {
  deviceId: string;
  /** The server's reason code (its message names the radio; the page says why in words). */
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
  /** The account this order is for (its radios are named by its device ids). */
  accountNumber: string | undefined;
  deviceIds: string[];
  /** The plan chosen for each radio, by device id. */
  planByDevice: Record<string, string>;
  payment: MultiRadioPayment | undefined;
  /** The quote asked for the radios, plans and service address: review shows its answer. */
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
  deviceIds: [],
  planByDevice: {},
  payment: undefined,
  multiQuoteAsked: undefined,
  open: 'radios',
}));

/** The quote for the radios and plans chosen, at the address typed; undefined before plans. */
export function quoteAskedOf(
  state: MultiRadioState,
  address: OrderAddress,
  locale: Locale,
): MultiRadioQuoteAsked | undefined {
  const radios = state.deviceIds.map((deviceId) => ({
    deviceId,
    planCode: state.planByDevice[deviceId] ?? '',
  }));
  if (!state.accountNumber || radios.some((radio) => radio.planCode === '')) return undefined;
  return { accountNumber: state.accountNumber, radios, serviceAddress: address, locale };
}
