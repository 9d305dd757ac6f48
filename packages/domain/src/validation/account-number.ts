import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { optionalFieldSchema } from './field-check.ts';

/**
 * Up to two leading letters, then digits with optional single hyphens between groups. The
 * length cap is ours (account numbers are about a dozen characters); it keeps junk out of lookups.
 */
export const ACCOUNT_NUMBER_MAX_LENGTH = 20;
const ACCOUNT_NUMBER = /^[A-Za-z]{0,2}\d+(?:-\d+)*$/;

/** The account number field is optional: blank passes; anything typed must fit the shape. */
export function checkAccountNumber(value: string): FieldErrorCode | null {
  const number = value.trim();
  if (number.length === 0) return null;
  if (number.length > ACCOUNT_NUMBER_MAX_LENGTH) return FIELD_ERROR_CODES.TOO_LONG;
  return ACCOUNT_NUMBER.test(number) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isAccountNumber(value: string): boolean {
  return checkAccountNumber(value) === null;
}

/** The `act` query parameter keeps digits only. */
export function accountNumberDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export const accountNumberSchema = /* @__PURE__ */ optionalFieldSchema(
  checkAccountNumber,
  (value) => value.toUpperCase(),
);
