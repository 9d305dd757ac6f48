import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema } from './field-check.ts';

export const VIN_LENGTH = 17;

/** 17 letters and digits, never I, O or Q (they read as 1 and 0). Checked upper-cased. */
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

/** ISO 3779 / 49 CFR 565 transliteration of letters to values (digits count as themselves). */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Position weights; position 9 (weight 0) is the check digit itself. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export const VIN_CHECK_DIGIT_INDEX = 8;

/** VINs are sent upper-cased, without surrounding spaces. */
export function normaliseVin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The check digit a 17-character VIN must carry at position 9: the weighted sum of the
 * transliterated characters modulo 11, with 10 written as X. Undefined for a malformed VIN.
 */
export function vinCheckDigit(vin: string): string | undefined {
  const value = normaliseVin(vin);
  if (value.length !== VIN_LENGTH || !VIN_CHARACTERS.test(value)) return undefined;
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const char = value.charAt(index);
    const digit = char >= '0' && char <= '9' ? Number(char) : (LETTER_VALUES[char] ?? 0);
    sum += digit * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * A North American VIN: 17 characters, no I/O/Q, and the check digit at position 9 (mandatory
 * for every vehicle sold in the US and Canada since model year 1981). Lower case is accepted.
 */
export function checkVin(value: string): FieldErrorCode | null {
  const vin = normaliseVin(value);
  if (vin.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  if (vin.length < VIN_LENGTH) return FIELD_ERROR_CODES.TOO_SHORT;
  if (vin.length > VIN_LENGTH) return FIELD_ERROR_CODES.TOO_LONG;
  if (!VIN_CHARACTERS.test(vin)) return FIELD_ERROR_CODES.INVALID;
  return vin.charAt(VIN_CHECK_DIGIT_INDEX) === vinCheckDigit(vin)
    ? null
    : FIELD_ERROR_CODES.CHECK_DIGIT;
}

export function isVin(value: string): boolean {
  return checkVin(value) === null;
}

/** Shaped like a VIN (17 allowed characters), whatever its check digit says. */
export function isVinLike(value: string): boolean {
  const vin = normaliseVin(value);
  return vin.length === VIN_LENGTH && VIN_CHARACTERS.test(vin);
}

/** Zod schema of the VIN field; parses to the upper-cased VIN. */
export const vinSchema = /* @__PURE__ */ fieldSchema(checkVin, normaliseVin);
