import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema, optionalFieldSchema } from './field-check.ts';

/** US and Canadian numbers: 10 digits (area code, exchange, line), typed plain or as xxx-xxx-xxxx. */
export const PHONE_DIGITS = 10;

const PHONE_PATTERN = /^(?:\d{10}|\d{3}-\d{3}-\d{4})$/;
const DIGITS_ONLY = /^\d+$/;

/** The 10 digits of a phone number typed as 5551234567 or 555-123-4567; undefined otherwise. */
export function normalisePhone(value: string): string | undefined {
  const phone = value.trim();
  return PHONE_PATTERN.test(phone) ? phone.replaceAll('-', '') : undefined;
}

export function checkPhone(value: string): FieldErrorCode | null {
  const phone = value.trim();
  if (phone.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  if (PHONE_PATTERN.test(phone)) return null;
  // Say which way a run of plain digits is off, so the form can say "too short".
  if (DIGITS_ONLY.test(phone)) {
    return phone.length < PHONE_DIGITS ? FIELD_ERROR_CODES.TOO_SHORT : FIELD_ERROR_CODES.TOO_LONG;
  }
  return FIELD_ERROR_CODES.INVALID;
}

export function isPhone(value: string): boolean {
  return checkPhone(value) === null;
}

const toDigits = (value: string) => normalisePhone(value) ?? value;

/** Parses to the 10 digits, whichever of the two accepted shapes was typed. */
export const phoneSchema = /* @__PURE__ */ fieldSchema(checkPhone, toDigits);

/** A phone number that may be left blank (service-lane trial form). */
export const optionalPhoneSchema = /* @__PURE__ */ optionalFieldSchema(checkPhone, toDigits);
