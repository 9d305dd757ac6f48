import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema } from './field-check.ts';

export const RADIO_ID_MIN_LENGTH = 8;
export const RADIO_ID_MAX_LENGTH = 14;

/** Letters and digits, with hyphens only between them (never leading, trailing or doubled). */
const RADIO_ID_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** What a radio shows on channel 0: 8, 10 or 12 letters and digits, or XXXX-XXXX-XXXX. */
const RADIO_ID_LIKE =
  /^(?:[A-Za-z0-9]{8}|[A-Za-z0-9]{10}|[A-Za-z0-9]{12}|[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The radio id field: 8–14 letters, digits and hyphens. */
export function checkRadioId(value: string): FieldErrorCode | null {
  const id = value.trim();
  if (id.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  if (id.length < RADIO_ID_MIN_LENGTH) return FIELD_ERROR_CODES.TOO_SHORT;
  if (id.length > RADIO_ID_MAX_LENGTH) return FIELD_ERROR_CODES.TOO_LONG;
  return RADIO_ID_PATTERN.test(id) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isRadioId(value: string): boolean {
  return checkRadioId(value) === null;
}

/**
 * The stricter "looks like a radio id" test used where one box takes several kinds of
 * identifier (radio id or VIN, radio id or VIN or phone) and the shape decides which it is.
 */
export function isRadioIdLike(value: string): boolean {
  return RADIO_ID_LIKE.test(value.trim());
}

export function isUuid(value: string): boolean {
  return UUID.test(value.trim());
}

/**
 * Radio ids are sent upper-cased, except virtual radios whose id is a UUID: those are opaque
 * and kept exactly as issued.
 */
export function normaliseRadioId(value: string): string {
  const id = value.trim();
  return isUuid(id) ? id : id.toUpperCase();
}

/** Zod schema of the radio id field; parses to the upper-cased id. */
export const radioIdSchema = /* @__PURE__ */ fieldSchema(checkRadioId, normaliseRadioId);
