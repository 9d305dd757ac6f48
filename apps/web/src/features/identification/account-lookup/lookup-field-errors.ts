import { FIELD_ERROR_CODES, type FieldErrorCode } from '@orbit/domain';

/** The fields of the account lookup forms (the RFLZ form's included) that have their own words. */
export type LookupFormField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'zipCode'
  | 'radioId'
  | 'accountNumber'
  | 'radioIdOrVin';

/**
 * The message id of a field's error: "enter your …" when it is missing, card data refused as
 * such, anything else the field's own "enter a valid …" (length, shape and check digit alike:
 * the hint next to the field says what is expected).
 */
export function lookupFieldErrorId(field: LookupFormField, code: FieldErrorCode | string): string {
  if (code === FIELD_ERROR_CODES.REQUIRED) return `lookup.error.${field}.required`;
  if (code === FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED) return 'lookup.error.cardData';
  return `lookup.error.${field}.invalid`;
}
