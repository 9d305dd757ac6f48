import type { CardToken, CareChangeOffersRequest, CheckoutGiftCard } from '@orbit/domain';
import type { NewCardData } from '../../billing/index.ts';
import { type FlowAttempt, flowStoreFactory } from '../../checkout/flow-kit/index.ts';

/** The sections of the change pages, in order; `plan` is not shown on change-term. */
export const CHANGE_STEPS = ['plan', 'term', 'vehicle', 'payment', 'review'] as const;
export type ChangeStep = (typeof CHANGE_STEPS)[number];

/** How the customer pays for the change: the card on file, or a new card (its token only). */
export type ChangePayment =
  | { kind: 'cardOnFile'; brand: string; last4: string }
  | { kind: 'card'; token: CardToken; nameOnCard: string; address: NewCardData['address'] };

/** Why the customer was sent back a step after pressing Complete, as the step says it. */
export type ChangeBounce =
  /** The card was refused: a new card or the card on file, with a new transaction id. */
  | 'card'
  /** The gift card was refused (spent, blocked…): `giftCardRefusal` says why. */
  | 'giftCard'
  /** The subscription changed or the price ran out: priced again, shown again. */
  | 'repriced'
  /** SAME_PLAN: the subscription is already on this plan (changed elsewhere). */
  | 'samePlan'
  /** The subscription can no longer be changed this way: the radio no longer qualifies. */
  | 'notEligible'
  | 'unexpected';

/**
 * What the customer chose on the change pages (ADR 019: choices only; the offers, the quote and
 * the order placed are in the query cache under `changeOffersAsked`, `quoteAsked` and the
 * transaction id).
 */
export interface ChangeState extends FlowAttempt {
  /** The entry this state was started from (the door's outcome, by subscription). */
  subscriptionId: string | undefined;
  changeOffersAsked: CareChangeOffersRequest | undefined;
  packageId: string | undefined;
  /** The vehicle-data plan: a plan code, `null` for none, undefined before the step. */
  vehiclePlanCode: string | null | undefined;
  payment: ChangePayment | undefined;
  /** The gift card paying first, beside the card; priced with it, and sent again to confirm. */
  giftCard: CheckoutGiftCard | undefined;
  /** The gift card refusal code the confirm answered (bounce `giftCard`). */
  giftCardRefusal: string | undefined;
  /** The section open now; the others show what was chosen, with Edit. */
  open: ChangeStep;
  bounce: ChangeBounce | undefined;
}

export const changeStoreFor = flowStoreFactory<ChangeState>((transactionId) => ({
  offersAsked: undefined,
  selectedPlanCode: undefined,
  quoteAsked: undefined,
  transactionId,
  bounce: undefined,
  subscriptionId: undefined,
  changeOffersAsked: undefined,
  packageId: undefined,
  vehiclePlanCode: undefined,
  payment: undefined,
  giftCard: undefined,
  giftCardRefusal: undefined,
  open: 'plan',
}));
