import type {
  CardToken,
  CareQuoteRequest,
  CheckoutGiftCard,
  OfferFallbackReason,
} from '@orbit/domain';
import type { OffersAsked } from '../checkout-queries.ts';
import { type FlowStore, flowStoreFactory } from '../flow-kit/flow-store.ts';

/** Who the customer is, from the payment step (the zip check fills city and state). */
export interface CustomerDetails {
  firstName: string;
  lastName: string;
  phone: string;
  zip: string;
  city: string;
  state: string;
  country: 'US' | 'CA';
}

/** The signed-in owner's account a streaming trial goes on (ADR 060). */
export interface OwnTrialAccount {
  accountNumber: string;
  email: string;
  /** The account holder at the account's service address: the trial's customer. */
  customer: CustomerDetails;
}

/** Why the review step sent the customer back, shown on the step they land on. */
export type Bounce =
  | { step: 'creds'; error: 'passwordPolicy' | 'passwordPii' }
  | { step: 'payment'; error: 'cardProcessing' | 'unexpected' };

export interface StreamingCheckoutState {
  /** The query the flow was entered with; entering again with another one starts over. */
  entrySearch: string | undefined;
  programCode: string | undefined;
  promoCode: string | undefined;
  offersAsked: OffersAsked | undefined;
  selectedPlanCode: string | undefined;
  /** Set when the offer shown stands in for the one asked for (the 4-second notice). */
  fallbackNotice: OfferFallbackReason | undefined;
  /** From the prospect token or the query (auto-process-creds), or the student's verification. */
  prefilledEmail: string | undefined;
  /** The verified student's name (ADR 066): the payment step starts with it. */
  prefilledName: { firstName: string; lastName: string } | undefined;
  /**
   * The student checkout (ADR 066): the verification the student plan is quoted and bought with;
   * the offers are the student pages' (`student: true`). The other flows never set it.
   */
  studentVerificationId: string | undefined;
  credentials: { email: string; password: string } | undefined;
  /**
   * The streaming trial (ADR 057): the paid plan chosen to follow the trial, or undefined for the
   * trial alone (no card). The organic checkout never sets it.
   */
  followOnPlanCode: string | undefined;
  /** The streaming trial alone: no card is asked, and review needs none. */
  cardless: boolean;
  /**
   * The streaming trial on the signed-in customer's own account (ADR 060): no credentials are
   * asked and no account is made; the organic checkout never sets it.
   */
  ownAccount: OwnTrialAccount | undefined;
  /** A trial subscription the email already has, chosen in the existing-subscription dialog. */
  subscriptionId: string | undefined;
  customer: CustomerDetails | undefined;
  /** The gateway's token; the card number itself is never kept. */
  card: { token: CardToken; nameOnCard: string } | undefined;
  giftCard: CheckoutGiftCard | undefined;
  quoteAsked: CareQuoteRequest | undefined;
  captchaRequired: boolean;
  transactionId: string;
  bounce: Bounce | undefined;
}

export type StreamingCheckoutStore = FlowStore<StreamingCheckoutState>;

/** The state of a streaming checkout before its first step. */
function emptyStreamingCheckout(transactionId: string): StreamingCheckoutState {
  return {
    entrySearch: undefined,
    programCode: undefined,
    promoCode: undefined,
    offersAsked: undefined,
    selectedPlanCode: undefined,
    fallbackNotice: undefined,
    prefilledEmail: undefined,
    prefilledName: undefined,
    studentVerificationId: undefined,
    credentials: undefined,
    followOnPlanCode: undefined,
    cardless: false,
    ownAccount: undefined,
    subscriptionId: undefined,
    customer: undefined,
    card: undefined,
    giftCard: undefined,
    quoteAsked: undefined,
    captchaRequired: false,
    transactionId,
    bounce: undefined,
  };
}

/**
 * What the customer entered in the flow (and which offers and quote it asked for: their answers
 * and the order placed are in the query cache), one per running app. It lives outside the route elements so that moving
 * between `organic/…` and `organic/auto-process-creds` (two route modules) keeps it, and only in
 * memory: a password and a card token have no business in storage.
 */
export const streamingCheckoutStoreFor =
  flowStoreFactory<StreamingCheckoutState>(emptyStreamingCheckout);

/** The streaming trial's own (ADR 057): the same steps, never the organic checkout's entries. */
export const streamingTrialStoreFor =
  flowStoreFactory<StreamingCheckoutState>(emptyStreamingCheckout);

/** The student checkout's own (ADR 066): a verified student's, never another flow's entries. */
export const streamingStudentStoreFor =
  flowStoreFactory<StreamingCheckoutState>(emptyStreamingCheckout);
