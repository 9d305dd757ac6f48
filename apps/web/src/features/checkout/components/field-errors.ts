import { FIELD_ERROR_CODES, type FieldErrorCode, fieldErrorCodeOfIssue } from '@orbit/domain';
import type { z } from 'zod';

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

/** The first error code per field of a failed zod parse (the domain's field schemas carry codes). */
export function fieldCodesOf<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, FieldErrorCode>> {
  const codes: Partial<Record<Field, FieldErrorCode>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in codes) continue;
    codes[field as Field] =
      fieldErrorCodeOfIssue(issue as { message?: string; params?: Record<string, unknown> }) ??
      FIELD_ERROR_CODES.INVALID;
  }
  return codes;
}
