import type { Country } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { looksLikeCvvText } from './card-data.ts';
import { fieldSchema, lengthCode } from './field-check.ts';
import { CA_LETTER_CLASS, US_LETTER_CLASS } from './letters.ts';

/** First or last name: 1–50 characters. */
export const NAME_PIECE_MAX_LENGTH = 50;

/**
 * US names are ASCII letters only; Canadian names add accented letters, hyphens and spaces
 * (Jean-François, Côté, De La Cruz). A Canadian name still needs at least one letter.
 */
const NAME_PIECE_PATTERN: Record<Country, RegExp> = {
  us: /^[A-Za-z]+$/,
  ca: /* @__PURE__ */ new RegExp(`^(?=.*[${CA_LETTER_CLASS}])[${CA_LETTER_CLASS} -]+$`),
};

/** First name or last name ("name piece"). A CVV typed into it is refused as card data. */
export function checkNamePiece(value: string, country: Country): FieldErrorCode | null {
  const name = value.trim();
  const length = lengthCode(name, 1, NAME_PIECE_MAX_LENGTH);
  if (length) return length;
  if (looksLikeCvvText(name)) return FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED;
  return NAME_PIECE_PATTERN[country].test(name) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isNamePiece(value: string, country: Country): boolean {
  return checkNamePiece(value, country) === null;
}

/** Full name on a card: 2–100 characters and at least two words. */
export const NAME_ON_CARD_MIN_LENGTH = 2;
export const NAME_ON_CARD_MAX_LENGTH = 100;

/** Letters plus ' , . - and spaces (accents in Canada): "Mary-Jane O'Neil", "Élise Côté". */
const NAME_ON_CARD_PATTERN: Record<Country, RegExp> = {
  us: /* @__PURE__ */ new RegExp(`^[${US_LETTER_CLASS}' ,.-]+$`),
  ca: /* @__PURE__ */ new RegExp(`^[${CA_LETTER_CLASS}' ,.-]+$`),
};

/** Two words: something, at least one space, something (leading/trailing spaces ignored). */
const TWO_WORDS = /\S\s+\S/;

export function checkNameOnCard(value: string, country: Country): FieldErrorCode | null {
  const name = value.trim();
  const length = lengthCode(name, NAME_ON_CARD_MIN_LENGTH, NAME_ON_CARD_MAX_LENGTH);
  if (length) return length;
  if (!NAME_ON_CARD_PATTERN[country].test(name)) return FIELD_ERROR_CODES.INVALID;
  return TWO_WORDS.test(name) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isNameOnCard(value: string, country: Country): boolean {
  return checkNameOnCard(value, country) === null;
}

const namePieceSchemas = {
  us: /* @__PURE__ */ fieldSchema((value) => checkNamePiece(value, 'us')),
  ca: /* @__PURE__ */ fieldSchema((value) => checkNamePiece(value, 'ca')),
};
const nameOnCardSchemas = {
  us: /* @__PURE__ */ fieldSchema((value) => checkNameOnCard(value, 'us')),
  ca: /* @__PURE__ */ fieldSchema((value) => checkNameOnCard(value, 'ca')),
};

/** Zod schema of a first or last name in a market (built once, so forms get a stable schema). */
export function namePieceSchema(country: Country) {
  return namePieceSchemas[country];
}

export function nameOnCardSchema(country: Country) {
  return nameOnCardSchemas[country];
}
