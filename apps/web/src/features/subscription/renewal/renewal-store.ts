import type {
  CareAccountRadio,
  CareRenewalOffersRequest,
  CareRenewalQuoteRequest,
} from '@orbit/domain';
import {
  type FlowAttempt,
  flowStoreFactory,
  type OrderAddress,
  type OrderPerson,
} from '../../checkout/flow-kit/index.ts';
import type { OrderCard } from '../payment/use-order-card.ts';

/** The renewal's steps below its landing, in order (flows §4.1). */
export const RENEWAL_STEPS = ['account', 'choice', 'payment', 'review'] as const;
export type RenewalStep = (typeof RENEWAL_STEPS)[number];

/**
 * What the customer typed on the payment step: who, where the radio is, and how they pay — a new
 * card's token, or the card on file of the signed-in owner.
 */
export interface RenewalPayment {
  person: OrderPerson;
  address: OrderAddress;
  card: OrderCard;
}

/** Why the customer was sent back a step after pressing Complete, as the step says it. */
export type RenewalBounce =
  /** The card was refused: another card, with a new transaction id. */
  | 'card'
  /** The radio can no longer take the choice (RENEWAL_CHOICE_NOT_AVAILABLE): choose again. */
  | 'notAvailable'
  /** The radio was renewed meanwhile (ALREADY_RENEWED). */
  | 'alreadyRenewed'
  /** The radio is no longer this session's (DEVICE_NOT_FOUND): find the account again. */
  | 'radioLost'
  | 'unexpected';

/**
 * What the customer chose on the renewal page (ADR 019: choices only; the choices, the radio's
 * availability, the quote and the order placed are in the query cache under `radioOffersAsked`,
 * `renewalQuoteAsked` and the transaction id).
 */
export interface RenewalState extends FlowAttempt {
  /** The campaign this state was started for (`programCode/renewalCode`). */
  campaign: string | undefined;
  /** The radio chosen on the account found (its `deviceRef` names it to the server). */
  radio: CareAccountRadio | undefined;
  /**
   * The account was proven (FLEPZ, or its signed-in owner looked it up): only then may
   * `POST /account` answer it, with its card for the owner.
   */
  accountVerified: boolean;
  /** The choices asked for that radio: each one's availability. */
  radioOffersAsked: CareRenewalOffersRequest | undefined;
  /** The follow-on package chosen (a choice's plan code). */
  choicePlanCode: string | undefined;
  genreId: string | undefined;
  payment: RenewalPayment | undefined;
  renewalQuoteAsked: CareRenewalQuoteRequest | undefined;
  open: RenewalStep;
  bounce: RenewalBounce | undefined;
}

export const renewalStoreFor = flowStoreFactory<RenewalState>((transactionId) => ({
  offersAsked: undefined,
  selectedPlanCode: undefined,
  quoteAsked: undefined,
  transactionId,
  bounce: undefined,
  campaign: undefined,
  radio: undefined,
  accountVerified: false,
  radioOffersAsked: undefined,
  choicePlanCode: undefined,
  genreId: undefined,
  payment: undefined,
  renewalQuoteAsked: undefined,
  open: 'account',
}));
