import type { CardToken, CareVipDevice } from '@orbit/domain';
import {
  type FlowAttempt,
  flowStoreFactory,
  type SatellitePaymentData,
} from '../../checkout/flow-kit/index.ts';

/** The VIP page's steps below the first radio (flows §4.5). */
export const VIP_STEPS = ['second', 'payment', 'review'] as const;
export type VipStep = (typeof VIP_STEPS)[number];

/** How the customer pays: a new card's token, or the signed-in owner's card on file. */
export type VipCard =
  | { kind: 'card'; token: CardToken; nameOnCard: string }
  | { kind: 'cardOnFile'; brand: string; last4: string };

/** Why the customer was sent back a step after pressing Complete. */
export type VipBounce =
  /** The card was refused: nothing was charged; another card, with a new transaction id. */
  | 'card'
  /** A device can no longer be one of the two (INELIGIBLE_FOR_OFFER, DEVICE_NOT_FOUND). */
  | 'device'
  | 'unexpected';

/**
 * What the customer chose on the VIP page (ADR 019: choices only; the eligibility, the quote and
 * the order's answer are in the query cache).
 */
export interface VipState extends FlowAttempt {
  /** The link (its token) this state was started for. */
  entry: string | undefined;
  second: CareVipDevice | undefined;
  card: VipCard | undefined;
  /** Who and where, as typed on payment: kept when a refused card sends the customer back. */
  payer: SatellitePaymentData['customer'] | undefined;
  open: VipStep;
  bounce: VipBounce | undefined;
  /** The transaction id of the last order the server answered (its result is cached under it). */
  placedAs: string | undefined;
}

export const vipStoreFor = flowStoreFactory<VipState>((transactionId) => ({
  offersAsked: undefined,
  selectedPlanCode: undefined,
  quoteAsked: undefined,
  transactionId,
  bounce: undefined,
  entry: undefined,
  second: undefined,
  card: undefined,
  payer: undefined,
  open: 'second',
  placedAs: undefined,
}));

export type VipStore = ReturnType<typeof vipStoreFor>;
