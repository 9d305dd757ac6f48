import type { CardToken, CareTrialActivation, CareUsedCarEligibilityResult } from '@orbit/domain';
import {
  type FlowAttempt,
  flowStoreFactory,
  type OrderAddress,
  type OrderPerson,
} from '../../checkout/flow-kit/index.ts';

/**
 * What the used-car flows carry between their pages, in memory only: the radio the eligibility
 * check found (named by its `deviceRef`), the RTP trial's customer and payment as entered, and
 * the SL2C activation the confirmation shows.
 */
export interface UsedCarState extends FlowAttempt {
  eligibility: CareUsedCarEligibilityResult | undefined;
  rtp: RtpEntry | undefined;
  activation: CareTrialActivation | undefined;
  /** Why review sent the customer back to step 2: the card, or anything else. */
  bounce: 'card' | 'unexpected' | undefined;
}

/** Step 2 of the RTP trial, as the customer entered it (the card only as the gateway's token). */
export interface RtpEntry {
  person: OrderPerson;
  address: OrderAddress;
  card: { token: CardToken; nameOnCard: string };
}

export const usedCarStoreOf = flowStoreFactory<UsedCarState>((transactionId) => ({
  offersAsked: undefined,
  selectedPlanCode: undefined,
  quoteAsked: undefined,
  transactionId,
  bounce: undefined,
  eligibility: undefined,
  rtp: undefined,
  activation: undefined,
}));
