import type { CareTrialActivation, CareTrialOfferResult } from '@orbit/domain';
import { type FlowAttempt, flowStoreFactory } from '../../checkout/flow-kit/index.ts';

/** The trial a radio may claim, as `trial-activation/offer` answers it. */
export type ClaimableOffer = Extract<CareTrialOfferResult, { outcome: 'CLAIMABLE' }>;

/** Which activation flow the customer came through: its thanks page and its analytics name. */
export type ActivationFlowName =
  | 'oneStep'
  | 'twoStep'
  | 'targeted'
  | 'targetedOem'
  | 'ast'
  | 'serviceLane';

/** The radio the two-step flow found, and what its offer answered. */
export interface TwoStepRadio {
  deviceRef: string;
  result: CareTrialOfferResult;
}

/** A trial activated, as its thanks page shows it. */
export interface ActivatedTrial {
  flow: ActivationFlowName;
  activation: CareTrialActivation;
  /** The car maker whose brand the flow wore (targeted OEM), for the thanks page's title. */
  oemBranding: string | null;
}

/**
 * The activation flows' state: the two-step flow's radio and its offer (so signing in to add the
 * trial to an account, and coming back, keeps the radio found), and the last activation, which
 * its thanks page reads. The claim's transaction id is the kit's: one per claim attempt, sent as
 * the Idempotency-Key, so a double submit is answered once.
 */
export interface ActivationState extends FlowAttempt {
  twoStep: TwoStepRadio | undefined;
  activated: ActivatedTrial | undefined;
}

export const activationStoreFor = flowStoreFactory<ActivationState>((transactionId) => ({
  offersAsked: undefined,
  selectedPlanCode: undefined,
  quoteAsked: undefined,
  transactionId,
  bounce: undefined,
  twoStep: undefined,
  activated: undefined,
}));
