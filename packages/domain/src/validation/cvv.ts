import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { isAmexNumber } from './card-number.ts';
import { fieldSchema } from './field-check.ts';

/** The security code's length for a card number: 4 digits for Amex, 3 for every other card. */
export function cvvLengthFor(cardNumber: string): 3 | 4 {
  return isAmexNumber(cardNumber) ? 4 : 3;
}

/**
 * A security code: digits only, 3 or 4 of them. With the card number, exactly the length that
 * card's brand prints; without it (the number is not typed yet), either length.
 */
export function checkCvv(value: string, cardNumber?: string): FieldErrorCode | null {
  const cvv = value.trim();
  if (cvv.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  if (!/^\d+$/.test(cvv)) return FIELD_ERROR_CODES.INVALID;
  const min = cardNumber === undefined ? 3 : cvvLengthFor(cardNumber);
  const max = cardNumber === undefined ? 4 : min;
  if (cvv.length < min) return FIELD_ERROR_CODES.TOO_SHORT;
  if (cvv.length > max) return FIELD_ERROR_CODES.TOO_LONG;
  return null;
}

export function isCvv(value: string, cardNumber?: string): boolean {
  return checkCvv(value, cardNumber) === null;
}

/** The CVV field on its own (3–4 digits); the card form checks the exact length against the number. */
export const cvvSchema = /* @__PURE__ */ fieldSchema((value) => checkCvv(value));
