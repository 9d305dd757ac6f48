import { type AccountCreditCard, describeCardExpiry } from '@orbit/domain';
import type { PaymentMethodRow } from '../../db/schema/index.ts';

/** A kept card as the account area shows it (spec 001 §3 Credit card): brand, last 4, expiry. */
export function accountCreditCardView(
  row: PaymentMethodRow,
  context: { isDefault: boolean; now: Date },
): AccountCreditCard {
  const expiry = { month: row.expiryMonth, year: row.expiryYear };
  return {
    paymentMethodId: row.id,
    last4Digits: row.last4,
    type: row.brand,
    expirationMonth: row.expiryMonth,
    expirationYear: row.expiryYear,
    ...describeCardExpiry(expiry, context.now),
    isDefault: context.isDefault,
  };
}
