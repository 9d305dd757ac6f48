import { type AccountCreditCard, describeCardExpiry } from '@orbit/domain';
import type { PaymentMethodRow } from '../../db/schema/index.ts';

/** A default card still on file: usable, or kept though expired so the customer sees it. */
const SHOWN_STATUSES = new Set(['active', 'expired']);

/**
 * The card the account is charged on (its billing profile's default), with its expiry status at
 * `now` (spec 001 §4: a card of a past month is expired, of this month about to expire), or null
 * when there is none.
 */
export function cardOnFileOf(
  method: PaymentMethodRow | undefined,
  now: Date,
): AccountCreditCard | null {
  if (!method || !SHOWN_STATUSES.has(method.status)) return null;
  const expiry = { month: method.expiryMonth, year: method.expiryYear };
  return {
    paymentMethodId: method.id,
    last4Digits: method.last4,
    type: method.brand,
    expirationMonth: method.expiryMonth,
    expirationYear: method.expiryYear,
    ...describeCardExpiry(expiry, now),
    isDefault: true,
  };
}
