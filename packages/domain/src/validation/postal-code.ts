import type { Country } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema } from './field-check.ts';

/** US ZIP: 12345 or ZIP+4 12345-6789. */
const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/**
 * Canadian postal code A1A 1A1 (space optional), upper case only. The first and the last letter
 * may be any letter but I (A–H, J–Z), the middle one any letter — the reference's rule, looser
 * than Canada Post's own letter sets, so no real code is ever refused.
 */
const CA_POSTAL_CODE = /^[A-HJ-Z]\d[A-Z] ?\d[A-HJ-Z]\d$/;

const POSTAL_PATTERN: Record<Country, RegExp> = { us: US_ZIP, ca: CA_POSTAL_CODE };

/** US ZIP or Canadian postal code, by market. Lower-case Canadian codes are refused as typed. */
export function checkPostalCode(value: string, country: Country): FieldErrorCode | null {
  const code = value.trim();
  if (code.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  return POSTAL_PATTERN[country].test(code) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isPostalCode(value: string, country: Country): boolean {
  return checkPostalCode(value, country) === null;
}

/**
 * The canonical spelling to store and send: trimmed; Canadian codes upper-cased with one space
 * in the middle (k1a0b1 → K1A 0B1). Inputs can run this as the customer types.
 */
export function normalisePostalCode(value: string, country: Country): string {
  const code = value.trim().toUpperCase();
  if (country === 'us') return code;
  const compact = code.replace(/\s+/g, '');
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : code;
}

const postalCodeSchemas = {
  us: /* @__PURE__ */ fieldSchema((value) => checkPostalCode(value, 'us')),
  ca: /* @__PURE__ */ fieldSchema(
    (value) => checkPostalCode(value, 'ca'),
    (value) => normalisePostalCode(value, 'ca'),
  ),
};

/** Zod schema of the zip / postal code field; Canadian codes come out as A1A 1A1. */
export function postalCodeSchema(country: Country) {
  return postalCodeSchemas[country];
}
