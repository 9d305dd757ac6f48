import type { Country } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { checkAccountNumber } from '../validation/account-number.ts';
import { checkRadioIdOrVin } from '../validation/device-identifier.ts';
import { checkEmail } from '../validation/email.ts';
import { checkNamePiece } from '../validation/name.ts';
import { checkPhone } from '../validation/phone.ts';
import { checkPostalCode, normalisePostalCode } from '../validation/postal-code.ts';
import { checkRadioId } from '../validation/radio-id.ts';

/**
 * The field rules of the account-lookup forms (flows §0, §1.2–1.4), one function per form, run
 * by the web form on blur and submit and by the server before any lookup. Each answers the code
 * of the first thing wrong with each field; an empty object means the form may be sent.
 */
export type LookupFieldErrors<Field extends string> = Partial<Record<Field, FieldErrorCode>>;

type Rule = (value: string) => FieldErrorCode | null;

function checkAll<Field extends string>(
  values: Readonly<Record<Field, string>>,
  rules: Readonly<Record<Field, Rule>>,
): LookupFieldErrors<Field> {
  const errors: LookupFieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const code = rules[field](values[field] ?? '');
    if (code) errors[field] = code;
  }
  return errors;
}

/**
 * A zip or postal code typed into a lookup: Canadian codes may be typed in lower case or without
 * their space (h3b1a6), which the lookup forgives; the shape rule is the market's.
 */
export function checkLookupZip(value: string, country: Country): FieldErrorCode | null {
  return checkPostalCode(normalisePostalCode(value, country), country);
}

/** The last four characters of a radio id, as some calls send them (spec 001 §5). */
export const RADIO_ID_LAST_FOUR = /^[A-Za-z0-9]{4}$/;

export function isRadioIdLastFour(value: string): boolean {
  return RADIO_ID_LAST_FOUR.test(value.trim());
}

/** A whole radio id, or only its last four where the call allows it. */
export function checkRadioIdOrLastFour(value: string): FieldErrorCode | null {
  return isRadioIdLastFour(value) ? null : checkRadioId(value);
}

export const FLEPZ_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'zipCode'] as const;
export type FlepzField = (typeof FLEPZ_FIELDS)[number];
export type FlepzValues = Record<FlepzField, string>;

/** FLEPZ: first name, last name, email (a lookup: no card-data check), phone, zip. */
export function flepzRules(country: Country): Record<FlepzField, Rule> {
  return {
    firstName: (value) => checkNamePiece(value, country),
    lastName: (value) => checkNamePiece(value, country),
    email: (value) => checkEmail(value, country, { forLookup: true }),
    phoneNumber: checkPhone,
    zipCode: (value) => checkLookupZip(value, country),
  };
}

export function checkFlepz(values: FlepzValues, country: Country): LookupFieldErrors<FlepzField> {
  return checkAll(values, flepzRules(country));
}

export const RFLZ_FIELDS = ['radioIdOrVin', 'firstName', 'lastName', 'zipCode'] as const;
export type RflzField = (typeof RFLZ_FIELDS)[number];
export type RflzValues = Record<RflzField, string>;

/**
 * RFLZ: a radio id or a 17-character VIN in one box, first name, last name, zip. Whatever is
 * wrong with the box (not shaped like either, or a VIN whose check digit fails) is INVALID,
 * the form's "invalid radio id or VIN" (spec 000 §8 code 3494).
 */
export function rflzRules(country: Country): Record<RflzField, Rule> {
  return {
    radioIdOrVin: (value) => {
      const code = checkRadioIdOrVin(value);
      if (code === null || code === FIELD_ERROR_CODES.REQUIRED) return code;
      return FIELD_ERROR_CODES.INVALID;
    },
    firstName: (value) => checkNamePiece(value, country),
    lastName: (value) => checkNamePiece(value, country),
    zipCode: (value) => checkLookupZip(value, country),
  };
}

export function checkRflz(values: RflzValues, country: Country): LookupFieldErrors<RflzField> {
  return checkAll(values, rflzRules(country));
}

export const LPZ_FIELDS = ['lastName', 'phoneNumber', 'zipCode'] as const;
export type LpzField = (typeof LPZ_FIELDS)[number];
export type LpzValues = Record<LpzField, string>;

/** LPZ verification: last name, phone (10 digits), zip. */
export function lpzRules(country: Country): Record<LpzField, Rule> {
  return {
    lastName: (value) => checkNamePiece(value, country),
    phoneNumber: checkPhone,
    zipCode: (value) => checkLookupZip(value, country),
  };
}

export function checkLpz(values: LpzValues, country: Country): LookupFieldErrors<LpzField> {
  return checkAll(values, lpzRules(country));
}

/** Radio Info asks for the radio id with one of these. */
export type RadioInfoMethod = 'accountNumber' | 'lastName';
export type RadioInfoField = 'radioId' | RadioInfoMethod;
export interface RadioInfoValues {
  method: RadioInfoMethod;
  radioId: string;
  accountNumber: string;
  lastName: string;
}

/**
 * Radio Info (flows §1.2): the radio id (whole, or its last four) and the account number or
 * the last name, whichever the customer chose; the account number is required here even though
 * the account number field is optional elsewhere.
 */
export function checkRadioInfo(
  values: RadioInfoValues,
  country: Country,
): LookupFieldErrors<RadioInfoField> {
  const errors: LookupFieldErrors<RadioInfoField> = {};
  const radioCode = checkRadioIdOrLastFour(values.radioId);
  if (radioCode) errors.radioId = radioCode;
  if (values.method === 'accountNumber') {
    const number = values.accountNumber.trim();
    const code = number === '' ? FIELD_ERROR_CODES.REQUIRED : checkAccountNumber(number);
    if (code) errors.accountNumber = code;
  } else {
    const code = checkNamePiece(values.lastName, country);
    if (code) errors.lastName = code;
  }
  return errors;
}
