import {
  type BalanceDue,
  type BalancePayment,
  balanceDueSchema,
  balancePaymentSchema,
  type GiftCardBalanceRedemption,
  giftCardBalanceRedemptionSchema,
  type NextBill,
  nextBillSchema,
  type PayBalanceRequest,
} from '@orbit/domain';
import { checkedIdempotencyKey } from '../orders/idempotency-key.ts';
import type { BillingClientDeps, BillingReadOptions } from './deps.ts';

export interface PayBalanceOptions {
  /**
   * The payment's own key: the same key pays once and replays that answer, a refusal included.
   * Without one, the SDK makes one for this call; either way it stays the same across retries.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** What the caller's account owes now: amount due after credit, credit left, due date, past due. */
export function balanceDue(
  deps: BillingClientDeps,
  options: BillingReadOptions = {},
): Promise<BalanceDue> {
  return deps.caller.call('billing', 'balanceDue', options, balanceDueSchema);
}

/**
 * Pays the whole amount due: a registered gift card (`giftCardId`, a giftcard/v1 token) first,
 * then the named card or the card on file. Refusals: NO_BALANCE_DUE (409), NO_CARD_ON_ACCOUNT,
 * PAYMENT_METHOD_NOT_FOUND / GIFT_CARD_TOKEN_NOT_FOUND (404), card refusals (402:
 * CARD_DECLINED, INSUFFICIENT_FUNDS, FRAUD_REJECT, CREDIT_CARD_ERROR), IDEMPOTENCY_KEY_IN_USE
 * (409), IDEMPOTENCY_KEY_REUSED (422).
 */
export async function payBalanceDue(
  deps: BillingClientDeps,
  request: PayBalanceRequest = {},
  { idempotencyKey, signal }: PayBalanceOptions = {},
): Promise<BalancePayment> {
  return deps.caller.call(
    'billing',
    'payBalanceDue',
    { body: request, idempotencyKey: checkedIdempotencyKey(idempotencyKey), signal },
    balancePaymentSchema,
  );
}

/** The next renewal: date (null when nothing renews), amount, and what renews then. */
export function nextBill(
  deps: BillingClientDeps,
  options: BillingReadOptions = {},
): Promise<NextBill> {
  return deps.caller.call('billing', 'nextBill', options, nextBillSchema);
}

/**
 * Moves a registered gift card's whole balance to the caller's account (bills first, the rest
 * as credit). GIFT_CARD_TOKEN_NOT_FOUND (404) for a token unknown, expired, used or someone
 * else's; GIFT_CARD_ALREADY_REDEEMED and the card's own codes otherwise.
 */
export function redeemGiftCard(
  deps: BillingClientDeps,
  giftCardTokenId: string,
): Promise<GiftCardBalanceRedemption> {
  return deps.caller.call(
    'billing',
    'redeemGiftCard',
    { body: { giftCardTokenId } },
    giftCardBalanceRedemptionSchema,
  );
}
