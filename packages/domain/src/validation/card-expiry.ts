import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema } from './field-check.ts';

/** Exactly MM/YY: a two-digit month 01–12, a slash, a two-digit year in the 2000s. */
const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

export interface CardExpiry {
  /** 1–12. */
  month: number;
  /** Four digits. */
  year: number;
}

/** Reads MM/YY into a month and a four-digit year; undefined when the shape is wrong. */
export function parseCardExpiry(value: string): CardExpiry | undefined {
  const match = EXPIRY_PATTERN.exec(value.trim());
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/**
 * Whether a card is past its expiry month at `now`. A card works to the end of its month, so the
 * current month is not past. Months are read in UTC: the server and every browser agree, and the
 * gateway has the last word on the edge of a month anyway.
 */
export function isExpiryPast(expiry: CardExpiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** MM/YY, not in the past at `now`. */
export function checkCardExpiry(value: string, now: Date): FieldErrorCode | null {
  const text = value.trim();
  if (text.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  const expiry = parseCardExpiry(text);
  if (!expiry) return FIELD_ERROR_CODES.INVALID;
  return isExpiryPast(expiry, now) ? FIELD_ERROR_CODES.EXPIRED : null;
}

export function isCardExpiry(value: string, now: Date): boolean {
  return checkCardExpiry(value, now) === null;
}

/** Zod schema of the MM/YY field, judged at `now` (build it when the form opens). */
export function cardExpirySchema(now: Date) {
  return fieldSchema((value) => checkCardExpiry(value, now));
}
