import { FIELD_ERROR_CODES, type FieldErrorCode } from '@orbit/domain';

/** The fields of the checkout forms that have their own wording for "missing" and "wrong". */
export type CheckoutField =
  | 'email'
  | 'password'
  | 'firstName'
  | 'lastName'
  | 'cardNumber'
  | 'expiry'
  | 'cvv'
  | 'zip'
  | 'phone'
  | 'state'
  | 'giftCardNumber'
  | 'giftCardCvv'
  | 'giftCardExpiry'
  | 'agreement';

/**
 * The message id for a field's error code: the field's own words for REQUIRED and INVALID
 * ("Enter your zip code", "Enter a valid zip code"), shared words for the rest.
 */
export function fieldErrorMessageId(field: CheckoutField, code: FieldErrorCode | string): string {
  switch (code) {
    case FIELD_ERROR_CODES.REQUIRED:
      return `checkout.field.${field}.required`;
    case FIELD_ERROR_CODES.TOO_LONG:
      return 'checkout.field.tooLong';
    case FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED:
      return 'checkout.field.cardData';
    case FIELD_ERROR_CODES.CARD_BRAND_NOT_ACCEPTED:
      return 'checkout.field.cardNumber.notAccepted';
    case FIELD_ERROR_CODES.EXPIRED:
      return 'checkout.field.expiry.expired';
    default:
      return `checkout.field.${field}.invalid`;
  }
}
