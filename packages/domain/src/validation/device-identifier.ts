import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema } from './field-check.ts';
import { normalisePhone } from './phone.ts';
import { isRadioIdLike, isUuid, normaliseRadioId } from './radio-id.ts';
import { checkVin, isVinLike, normaliseVin } from './vin.ts';

export type DeviceIdentifier =
  | { kind: 'radioId'; radioId: string }
  | { kind: 'vin'; vin: string }
  | { kind: 'phone'; phone: string };

/**
 * What one "radio id or VIN" box holds (used-car eligibility, service-lane trial): a VIN when it
 * is VIN-shaped (17 characters), a radio id when it looks like one; undefined otherwise.
 * A VIN-shaped value with a wrong check digit is still read as a VIN: checkRadioIdOrVin says so.
 */
export function classifyRadioIdOrVin(value: string): DeviceIdentifier | undefined {
  if (isVinLike(value)) return { kind: 'vin', vin: normaliseVin(value) };
  if (isRadioIdLike(value)) return { kind: 'radioId', radioId: normaliseRadioId(value) };
  return undefined;
}

export function checkRadioIdOrVin(value: string): FieldErrorCode | null {
  const text = value.trim();
  if (text.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  const identifier = classifyRadioIdOrVin(text);
  if (!identifier) return FIELD_ERROR_CODES.INVALID;
  return identifier.kind === 'vin' ? checkVin(text) : null;
}

export function isRadioIdOrVin(value: string): boolean {
  return checkRadioIdOrVin(value) === null;
}

/**
 * What the refresh-signal box holds: a VIN (17 characters), a phone number (555-123-4567, or
 * 10 plain digits), or a radio id. Ten plain digits fit both a phone number and a 10-character
 * radio id; they are read as a phone number, since radio ids of that length carry letters in
 * practice and a phone lookup finds the customer's radios anyway.
 */
export function classifyRefreshIdentifier(value: string): DeviceIdentifier | undefined {
  if (isVinLike(value)) return { kind: 'vin', vin: normaliseVin(value) };
  // A streaming app's "radio" id: sent as a radio id, for the call to say it cannot be refreshed.
  if (isUuid(value)) return { kind: 'radioId', radioId: normaliseRadioId(value) };
  const phone = normalisePhone(value);
  if (phone) return { kind: 'phone', phone };
  if (isRadioIdLike(value)) return { kind: 'radioId', radioId: normaliseRadioId(value) };
  return undefined;
}

export function checkRefreshIdentifier(value: string): FieldErrorCode | null {
  const text = value.trim();
  if (text.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  const identifier = classifyRefreshIdentifier(text);
  if (!identifier) return FIELD_ERROR_CODES.INVALID;
  return identifier.kind === 'vin' ? checkVin(text) : null;
}

export function isRefreshIdentifier(value: string): boolean {
  return checkRefreshIdentifier(value) === null;
}

/** The radio-id-or-VIN field, trimmed (classify the output to know which it is). */
export const radioIdOrVinSchema = /* @__PURE__ */ fieldSchema(checkRadioIdOrVin);

/** The radio-id, VIN or phone field of the refresh-signal page. */
export const refreshIdentifierSchema = /* @__PURE__ */ fieldSchema(checkRefreshIdentifier);
