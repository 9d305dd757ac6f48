import type { CardChargeOutcome } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';

type Refusal = 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'FRAUD_REJECT' | 'CREDIT_CARD_ERROR';

const CODE_BY_OUTCOME: Record<Exclude<CardChargeOutcome, 'succeeds'>, Refusal> = {
  declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  fraud: 'FRAUD_REJECT',
  // payment_method_failed: the card could not be processed (spec 001 §8 Card).
  processing_error: 'CREDIT_CARD_ERROR',
};

/** The typed refusal of a failed charge: the checkout goes back to payment with a new transaction id. */
export function cardRefusal(outcome: Exclude<CardChargeOutcome, 'succeeds'>): AppError {
  return new AppError(CODE_BY_OUTCOME[outcome], `Card charge failed: ${outcome}`);
}
