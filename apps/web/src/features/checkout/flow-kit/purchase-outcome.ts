import { PURCHASE_ERROR_CODES } from '@orbit/domain';
import type { Failure } from '../../../shared/errors/index.ts';

/** What a refused purchase means for the customer (flows §2.1 step 5, errors). */
export type PurchaseFailure =
  /** Back to payment: "card processing error", with a new transaction id. */
  | 'card'
  /** Back to credentials: the generic password message. */
  | 'passwordPolicy'
  /** Back to credentials: "cannot contain your first name, last name or email". */
  | 'passwordPii'
  /** The timeout modal is open; stay put. */
  | 'sessionTimedOut'
  /** Back to payment: "unexpected error". */
  | 'unexpected';

const CARD_CODES: ReadonlySet<string> = new Set([
  PURCHASE_ERROR_CODES.CREDIT_CARD_ERROR,
  PURCHASE_ERROR_CODES.CARD_DECLINED,
  PURCHASE_ERROR_CODES.INSUFFICIENT_FUNDS,
  PURCHASE_ERROR_CODES.FRAUD_REJECT,
  'CARD_TOKEN_INVALID',
  'PAYMENT_INFO_REQUIRED',
  'NO_CARD_ON_ACCOUNT',
  'CARD_INFO_REQUIRED',
]);

/** The legacy back end's card failures, by message key (flows §0). */
const CARD_PROP_KEYS: ReadonlySet<string> = new Set([
  'error.purchase.service.credit.card.validation.failed',
  'error.purchase.service.paymentinfo.required.paymentInfo',
  'error.purchase.service.no.creditcard.on.account',
  'error.purchase.service.ccinfo.required.cardInfo',
  'error.purchase.service.creditcard.fraud.reject',
]);

/**
 * Whether a refusal blames the card (by code, or by the legacy back end's message key): the page
 * says so and the next try is a new transaction. Billing's payments read refusals the same way.
 */
export function isCardRefusal(code: string, propKey: string | undefined): boolean {
  const key = propKey ?? '';
  return (
    CARD_CODES.has(code) || CARD_PROP_KEYS.has(key) || key.startsWith('error.code.credit.card.')
  );
}

const PASSWORD_POLICY_CODES: ReadonlySet<string> = new Set([
  PURCHASE_ERROR_CODES.PASSWORD_POLICY,
  'PASSWORD_DISALLOWED_WORDS',
  'PASSWORD_TOO_COMMON',
]);

export function purchaseFailureOf(failure: Failure): PurchaseFailure {
  if (failure.kind === 'sessionTimedOut') return 'sessionTimedOut';
  const { code } = failure;
  const key = failure.messageKey ?? '';
  if (isCardRefusal(code, key)) return 'card';
  if (
    code === PURCHASE_ERROR_CODES.PASSWORD_HAS_PII ||
    key === 'error.purchase.service.password.has.pii.data'
  ) {
    return 'passwordPii';
  }
  if (PASSWORD_POLICY_CODES.has(code) || key === 'error.purchase.service.invalid.password') {
    return 'passwordPolicy';
  }
  return 'unexpected';
}
