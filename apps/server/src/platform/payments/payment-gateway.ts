import type { CardChargeOutcome, Money, TokenizedCardBrand } from '@orbit/domain';

/**
 * What the server needs of a payment gateway. The card number never reaches us: the browser
 * posts it to the gateway's tokenizer and we work with the token. The sandbox gateway (the
 * embedded default) implements this; a real gateway plugs in behind the same interface.
 */
export interface PaymentGateway {
  /** `sandbox`, or the real gateway's name; stored with each payment method. */
  readonly name: string;
  /** What the gateway knows of a token: brand, last 4, expiry, prepaid, and a stable card fingerprint. */
  describeCard(token: string): Promise<CardDetails | undefined>;
  /**
   * Every token the gateway issued for the card a fingerprint names (a customer who typed one
   * card twice holds two tokens): the streaming check "has this card had a trial" looks for them.
   */
  tokensWithFingerprint(fingerprint: string): Promise<string[]>;
  /**
   * Charges a token. The idempotency key makes a retried charge answer the first one's result
   * instead of charging twice (the confirm of an order passes its order id).
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a charge back in full (a confirm whose database transaction failed after the charge). */
  refund(chargeId: string): Promise<void>;
  /**
   * Gives back part of a succeeded charge (a cancellation's unused days). The idempotency key
   * makes a retried refund answer the first one instead of giving money back twice; together the
   * parts never exceed the charge (refused with an error).
   */
  refundPart(request: PartialRefundRequest): Promise<{ refundId: string }>;
  /**
   * The charges it took and has not given back, taken in `[from, before)`, oldest first, at most
   * `limit` of them after the charge `after` names (as gateways list charges by creation date):
   * what the sweep of unrecorded charges checks against the charges this service recorded (ADR
   * 111). Asking never charges.
   */
  takenCharges(query: TakenChargesQuery): Promise<TakenCharge[]>;
  /**
   * Records a kept card's new expiry (the customer's card was reissued with the same number), as
   * gateways let a stored card's expiry be updated. A gateway without it refuses such a change.
   */
  updateCardExpiry?(token: string, expMonth: number, expYear: number): Promise<void>;
}

export interface CardDetails {
  token: string;
  brand: TokenizedCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  prepaid: boolean;
  /** The same for every token of one card number (a keyed hash), for one-trial-per-card checks. */
  fingerprint: string;
}

export interface ChargeRequest {
  token: string;
  amount: Money;
  idempotencyKey: string;
  description: string;
}

export interface TakenChargesQuery {
  from: Date;
  before: Date;
  /** The last charge of the previous page: the page starts after it. */
  after?: string | undefined;
  limit: number;
}

/** A charge the gateway took and has not given back. */
export interface TakenCharge {
  chargeId: string;
  idempotencyKey: string;
  amount: Money;
  takenAt: Date;
}

export interface PartialRefundRequest {
  chargeId: string;
  amount: Money;
  idempotencyKey: string;
}

export type ChargeResult =
  | {
      status: 'succeeded';
      chargeId: string;
      /**
       * The charge was given back since (an earlier run with this key refunded it): a key asked
       * again answers the charge it made, refunded or not, and such a charge pays nothing.
       */
      refunded: boolean;
    }
  | { status: 'failed'; chargeId: string; outcome: Exclude<CardChargeOutcome, 'succeeds'> };
