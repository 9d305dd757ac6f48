import type {
  AcscTransactionType,
  CareAccountConsolidateResult,
  CareAcscQuoteRequest,
  PurchaseServiceContinuityResult,
} from '@orbit/domain';
import { type FlowAttempt, flowStoreFactory } from '../../checkout/flow-kit/index.ts';

/** The add-radio page's steps (flows §8.1). */
export const TRANSFER_STEPS = ['move', 'payment', 'review'] as const;
export type TransferStep = (typeof TRANSFER_STEPS)[number];

/** How the next bill is paid: the account's card on file, or an invoice (`paymentType`). */
export type TransferPaymentType = CareAcscQuoteRequest['paymentType'];

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
  | { kind: 'consolidated'; result: CareAccountConsolidateResult; trialPlanName: string };

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
  if (!choice || !paymentType) return undefined;
  if (choice.kind === 'consolidate') {
    return {
      transactionType: 'ACCOUNT_CONSOLIDATION',
      trialRadioId,
      // The plan that follows the trial is chosen afterwards with change plan (ADR 069): the
      // consolidation takes none, so its quote prices none.
      followOnPlanCodes: [],
      paymentType,
    };
  }
  return {
    transactionType:
      state.transactionType === 'SERVICE_PORTABILITY'
        ? 'SERVICE_PORTABILITY'
        : 'SERVICE_CONTINUITY',
    selfPayRadioId: choice.selfPayRadioId,
    trialRadioId,
    followOnPlanCodes: [],
    paymentType,
  };
}
