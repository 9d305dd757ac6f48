import type { Country } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { looksLikeCvvText } from './card-data.ts';
import { fieldSchema, lengthCode } from './field-check.ts';
import { CA_ACCENTED_LETTERS } from './letters.ts';

/**
 * 5 characters at least (a@b.c is the shortest shape the pattern allows). The upper bound is
 * ours: no deliverable address is longer than 254 characters (RFC 5321 path limit).
 */
export const EMAIL_MIN_LENGTH = 5;
export const EMAIL_MAX_LENGTH = 254;

/**
 * local@domain.tld with a 2–4 letter top-level domain. Canada also accepts accented letters in
 * the local part and the domain labels (internationalised addresses typed by French speakers).
 */
function emailPattern(canada: boolean): RegExp {
  const accents = canada ? CA_ACCENTED_LETTERS : '';
  const local = `[A-Za-z0-9${accents}._%+'-]+`;
  const label = `[A-Za-z0-9${accents}-]+`;
  return new RegExp(`^${local}@(?:${label}\\.)+[A-Za-z]{2,4}$`);
}

const EMAIL_PATTERN: Record<Country, RegExp> = { us: emailPattern(false), ca: emailPattern(true) };

/** Dots never start, end or double up in the local part; labels never start or end with "-". */
const MISPLACED_PUNCTUATION = /^\.|\.\.|\.@|@-|-\.|\.-/;

export interface EmailRuleOptions {
  /**
   * Lookup fields (find my account, sign-in email) skip the card-data check: they only search,
   * nothing is stored, and refusing a real address there would only lock its owner out.
   */
  forLookup?: boolean;
}

export function checkEmail(
  value: string,
  country: Country,
  options: EmailRuleOptions = {},
): FieldErrorCode | null {
  const email = value.trim();
  const length = lengthCode(email, EMAIL_MIN_LENGTH, EMAIL_MAX_LENGTH);
  if (length) return length;
  if (!options.forLookup && looksLikeCvvText(email)) return FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED;
  if (MISPLACED_PUNCTUATION.test(email)) return FIELD_ERROR_CODES.INVALID;
  return EMAIL_PATTERN[country].test(email) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isEmail(value: string, country: Country, options: EmailRuleOptions = {}): boolean {
  return checkEmail(value, country, options) === null;
}

const emailSchemas = {
  us: /* @__PURE__ */ fieldSchema((value) => checkEmail(value, 'us')),
  ca: /* @__PURE__ */ fieldSchema((value) => checkEmail(value, 'ca')),
};
const emailForLookupSchemas = {
  us: /* @__PURE__ */ fieldSchema((value) => checkEmail(value, 'us', { forLookup: true })),
  ca: /* @__PURE__ */ fieldSchema((value) => checkEmail(value, 'ca', { forLookup: true })),
};

export function emailSchema(country: Country) {
  return emailSchemas[country];
}

export function emailForLookupSchema(country: Country) {
  return emailForLookupSchemas[country];
}
