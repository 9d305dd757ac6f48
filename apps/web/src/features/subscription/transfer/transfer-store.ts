import type {
  AcscTransactionType,
  CareAccountConsolidateResult,
  CareAcscQuoteRequest,
  PurchaseServiceContinuityResult,
} from '@orbit/domain';
import { type FlowAttempt, flowStoreFactory } from '../../checkout/flow-kit/index.ts';

/**
 * The add-radio page's steps (flows §8.1). A plan that moves is billed as before: its steps are
 * `move` and `review`. The trial radio joining the account adds the plan to follow its trial and
 * how that plan is paid (an invoice, or the card on the account).
 */
export const TRANSFER_STEPS = ['move', 'plan', 'payment', 'review'] as const;
export type TransferStep = (typeof TRANSFER_STEPS)[number];
export const MOVE_STEPS: readonly TransferStep[] = ['move', 'review'];

/** The steps the choice needs. */
export function stepsOf(choice: TransferChoice | undefined): readonly TransferStep[] {
  return choice?.kind === 'consolidate' ? TRANSFER_STEPS : MOVE_STEPS;
}

/** How the plan after the trial is paid: the account's card on file, or an invoice. */
export type TransferPaymentType = NonNullable<CareAcscQuoteRequest['paymentType']>;

/** What moves to the trial radio: a self-pay radio's plan, or nothing (the radio joins the account). */
export type TransferChoice =
  | { kind: 'move'; selfPayRadioId: string; subscriptionId: string }
  | { kind: 'consolidate' };

/** Why the customer was sent back a step, as that step says it. */
export type TransferBounce =
  /** `creditCard` chosen and the account has no card on file (NO_CARD_ON_ACCOUNT). */
  | 'noCard'
  /** The plan or the radio changed since the quote (SUBSCRIPTION_CHANGED, ORDER_EXPIRED…): choose again. */
  | 'changed'
  /** This plan cannot move (SUBSCRIPTION_NOT_TRANSFERABLE) or the trial can no longer join. */
  | 'notTransferable'
  | 'unexpected';

/** What thanks shows: the move placed, or the trial radio brought into the account. */
export type TransferPlaced =
  | { kind: 'moved'; result: PurchaseServiceContinuityResult; trialPlanName: string }
  | {
      kind: 'consolidated';
      result: CareAccountConsolidateResult;
      trialPlanName: string;
      /** The follow-on plan's name as quoted; undefined: none chosen. */
      followOnName: string | undefined;
    };

/**
 * What the customer chose on the add-radio (or port) page (ADR 019: choices only; the
 * identification, the offers and the quote are in the query cache under what asked them).
 */
export interface TransferState extends FlowAttempt {
  /** The link and transaction this state was started for: a new link starts again. */
  startedFor: string | undefined;
  /** The trial radio the customer typed (NO_TRIAL_RADIO_ID), when the link named none. */
  typedTrialRadioId: string | undefined;
  transactionType: AcscTransactionType;
  choice: TransferChoice | undefined;
  /** The plan to follow the trial (consolidation); undefined: none for now. */
  followOnPlanCode: string | undefined;
  paymentType: TransferPaymentType | undefined;
  acscQuoteAsked: CareAcscQuoteRequest | undefined;
  open: TransferStep;
  bounce: TransferBounce | undefined;
  placed: TransferPlaced | undefined;
}

export const transferStoreFor = flowStoreFactory<TransferState>((transactionId) => ({
  offersAsked: undefined,
  selectedPlanCode: undefined,
  quoteAsked: undefined,
  transactionId,
  bounce: undefined,
  startedFor: undefined,
  typedTrialRadioId: undefined,
  transactionType: 'SERVICE_CONTINUITY',
  choice: undefined,
  followOnPlanCode: undefined,
  paymentType: undefined,
  acscQuoteAsked: undefined,
  open: 'move',
  placed: undefined,
}));

/** The quote the choices make, once every one the transaction needs is made. */
export function acscQuoteAskedOf(
  state: TransferState,
  trialRadioId: string,
): CareAcscQuoteRequest | undefined {
  const { choice, paymentType } = state;
  if (!choice) return undefined;
  if (choice.kind === 'consolidate') {
    if (!paymentType) return undefined;
    return {
      transactionType: 'ACCOUNT_CONSOLIDATION',
      trialRadioId,
      followOnPlanCodes: state.followOnPlanCode ? [state.followOnPlanCode] : [],
      paymentType,
    };
  }
  // A plan that moves is billed as it was: no payment type.
  return {
    transactionType:
      state.transactionType === 'SERVICE_PORTABILITY'
        ? 'SERVICE_PORTABILITY'
        : 'SERVICE_CONTINUITY',
    selfPayRadioId: choice.selfPayRadioId,
    trialRadioId,
    followOnPlanCodes: [],
  };
}
