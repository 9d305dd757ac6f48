import { type FlowAttempt, flowStoreFactory } from '../../../checkout/flow-kit/index.ts';

/** Why Complete sent the customer back to the page. */
export type VipUpdateBounce =
  /** The card on file was declined: nothing charged; a new attempt. */
  | 'card'
  /** No usable card on file (NO_CARD_ON_ACCOUNT). */
  | 'noCard'
  /** The plan can no longer be moved to, or the bundle changed meanwhile. */
  | 'plan'
  | 'unexpected';

/**
 * What the customer chose on the update page (ADR 019: choices only; the bundle, its plans and
 * the order's answer are in the query cache). `selectedPlanCode` is the plan to move to.
 */
export interface VipUpdateState extends FlowAttempt {
  bounce: VipUpdateBounce | undefined;
  /** The transaction id of the last order the server answered (its result is cached under it). */
  placedAs: string | undefined;
}

export const vipUpdateStoreFor = flowStoreFactory<VipUpdateState>((transactionId) => ({
  offersAsked: undefined,
  selectedPlanCode: undefined,
  quoteAsked: undefined,
  transactionId,
  bounce: undefined,
  placedAs: undefined,
}));

export type VipUpdateStore = ReturnType<typeof vipUpdateStoreFor>;
