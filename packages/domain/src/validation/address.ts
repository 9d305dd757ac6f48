import type { Country } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { looksLikeCardNumberText, looksLikeCvvText } from './card-data.ts';
import { fieldSchema, lengthCode, optionalFieldSchema } from './field-check.ts';
import { CA_LETTER_CLASS, US_LETTER_CLASS } from './letters.ts';

export const STREET_ADDRESS_MIN_LENGTH = 2;
export const STREET_ADDRESS_MAX_LENGTH = 100;

/** Letters, digits, spaces and , # - . ' ("123 Main St., Apt #4"); accents in Canada. */
const STREET_PATTERN: Record<Country, RegExp> = {
  us: /* @__PURE__ */ new RegExp(`^[${US_LETTER_CLASS}0-9 ,#.'-]+$`),
  ca: /* @__PURE__ */ new RegExp(`^[${CA_LETTER_CLASS}0-9 ,#.'-]+$`),
};

/** A street address line. Card data (a CVV, 13 or more digits) is refused before the pattern. */
export function checkStreetAddress(value: string, country: Country): FieldErrorCode | null {
  const street = value.trim();
  const length = lengthCode(street, STREET_ADDRESS_MIN_LENGTH, STREET_ADDRESS_MAX_LENGTH);
  if (length) return length;
  if (looksLikeCvvText(street) || looksLikeCardNumberText(street)) {
    return FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED;
  }
  return STREET_PATTERN[country].test(street) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isStreetAddress(value: string, country: Country): boolean {
  return checkStreetAddress(value, country) === null;
}

export const CITY_MIN_LENGTH = 2;
export const CITY_MAX_LENGTH = 50;

/**
 * US: word characters and spaces (the reference's `[\w\s]`, spaces only: a tab or a line break
 * in a city is never meant). Canada adds accents and ' - . (Trois-Rivières, L'Assomption, St. John's).
 */
const CITY_PATTERN: Record<Country, RegExp> = {
  us: /^[A-Za-z0-9_ ]+$/,
  ca: /* @__PURE__ */ new RegExp(`^[${CA_LETTER_CLASS}0-9_ '.-]+$`),
};

export function checkCity(value: string, country: Country): FieldErrorCode | null {
  const city = value.trim();
  const length = lengthCode(city, CITY_MIN_LENGTH, CITY_MAX_LENGTH);
  if (length) return length;
  return CITY_PATTERN[country].test(city) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isCity(value: string, country: Country): boolean {
  return checkCity(value, country) === null;
}

const streetSchemas = {
  us: /* @__PURE__ */ fieldSchema((value) => checkStreetAddress(value, 'us')),
  ca: /* @__PURE__ */ fieldSchema((value) => checkStreetAddress(value, 'ca')),
};
const optionalStreetSchemas = {
  us: /* @__PURE__ */ optionalFieldSchema((value) => checkStreetAddress(value, 'us')),
  ca: /* @__PURE__ */ optionalFieldSchema((value) => checkStreetAddress(value, 'ca')),
};
const citySchemas = {
  us: /* @__PURE__ */ fieldSchema((value) => checkCity(value, 'us')),
  ca: /* @__PURE__ */ fieldSchema((value) => checkCity(value, 'ca')),
};

export function streetAddressSchema(country: Country) {
  return streetSchemas[country];
}

/** Address line 2: optional, the street rule when filled in. */
export function optionalStreetAddressSchema(country: Country) {
  return optionalStreetSchemas[country];
}

export function citySchema(country: Country) {
  return citySchemas[country];
}
