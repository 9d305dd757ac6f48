import { FIELD_ERROR_CODES } from '@orbit/domain';
import { type CheckoutField, fieldErrorMessageId } from '../../checkout/index.ts';
import type { NewCardField } from '../card/new-card-model.ts';
import type { GiftCardField } from '../gift-card/gift-card-model.ts';
import { AMOUNT_ERROR_CODES } from '../pay/payment-amount.ts';

/** Every field of the billing forms that can show an error. */
export type BillingField =
  | NewCardField
  | GiftCardField
  | 'otherAmount'
  | 'agreement'
  | 'email'
  | 'startDate'
  | 'endDate';

/** The card's own fields keep the checkout's wording, so a card reads the same everywhere. */
const CARD_FIELDS: ReadonlySet<string> = new Set<CheckoutField>([
  'cardNumber',
  'expiry',
  'cvv',
  'giftCardNumber',
  'giftCardExpiry',
  'giftCardCvv',
]);

/**
 * The message id of a field's error code in the billing forms: the field's own words for
 * "missing" and "wrong" ("Enter your ZIP code"; the Canadian catalogues say postal code and
 * province), shared words for the rest.
 */
export function billingFieldMessageId(field: BillingField, code: string): string {
  if (CARD_FIELDS.has(field)) return fieldErrorMessageId(field as CheckoutField, code);
  switch (code) {
    case FIELD_ERROR_CODES.REQUIRED:
      return `billing.field.${field}.required`;
    case FIELD_ERROR_CODES.TOO_LONG:
      return 'billing.field.tooLong';
    case FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED:
      return 'billing.field.cardData';
    case FIELD_ERROR_CODES.START_AFTER_END:
      return 'billing.field.endDate.beforeStart';
    case AMOUNT_ERROR_CODES.NOT_POSITIVE:
      return 'billing.field.otherAmount.notPositive';
    case AMOUNT_ERROR_CODES.ABOVE_BALANCE:
      return 'billing.field.otherAmount.aboveBalance';
    default:
      return `billing.field.${field}.invalid`;
  }
}
