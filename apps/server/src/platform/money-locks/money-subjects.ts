import { createHash } from 'node:crypto';

/**
 * What a money decision is about (ADR 021). Two requests deciding for one subject at once would
 * both pass a check made before the other's write: one radio bought twice, one balance paid
 * twice, one gift card spent twice, one email signed up twice, one card kept twice, one
 * single-use promo code redeemed twice, one order or one trial confirmed twice.
 */
export type MoneySubject =
  | { kind: 'radio'; radioId: string }
  /** The account's balance: what is due, its credit. */
  | { kind: 'account'; accountNumber: string }
  | { kind: 'giftCard'; giftCardId: string }
  /** A buyer: a signed-in identity's id, or the lower-cased handle or email a sign-up takes. */
  | { kind: 'customer'; key: string }
  /** A payment card by its gateway fingerprint (the same for every token of one card). */
  | { kind: 'card'; fingerprint: string }
  /** A promo code, or one customer's use of it. */
  | { kind: 'promoCode'; key: string }
  | { kind: 'order'; orderId: string }
  | { kind: 'subscription'; subscriptionId: string }
  /** A student verification: it buys one student subscription (ADR 066). */
  | { kind: 'studentVerification'; verificationId: string };

function nameOf(subject: MoneySubject): string {
  switch (subject.kind) {
    case 'radio':
      return subject.radioId;
    case 'account':
      return subject.accountNumber;
    case 'giftCard':
      return subject.giftCardId;
    case 'customer':
    case 'promoCode':
      return subject.key;
    case 'card':
      return subject.fingerprint;
    case 'order':
      return subject.orderId;
    case 'subscription':
      return subject.subscriptionId;
    case 'studentVerification':
      return subject.verificationId;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The row key of a subject: its kind and a hash of its name, so the table never holds an email
 * or a card fingerprint. Keys sort the same everywhere: rows are always taken in one order.
 */
export function moneySubjectKey(subject: MoneySubject): string {
  return `${subject.kind}:${sha256(`${subject.kind}\n${nameOf(subject)}`)}`;
}

/** The owner column of a request: a hash of what names it (never its idempotency key in clear). */
export function moneyLockOwner(requestName: string): string {
  return sha256(`owner\n${requestName}`);
}
