import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema, secretFieldSchema } from '../validation/field-check.ts';
import { normaliseUserCode, USER_CODE_LENGTH } from './device-authorization.ts';
import { normalizeOtp } from './otp.ts';
import { checkPasswordShape, findDisallowedWord } from './password-rules.ts';

/*
 * The fields the identity forms check before any call, as field rules and schemas (their issues
 * carry the field error code). The server checks again, with what only it knows: common
 * passwords, personal data, whether a code or a password is the right one.
 */

/**
 * A new password: blank is REQUIRED; a disallowed word or a shape the policy refuses is INVALID
 * (the form names the word, which it finds again in what was typed: `findDisallowedWord`).
 */
export function checkNewPassword(password: string): FieldErrorCode | null {
  if (!password.trim()) return FIELD_ERROR_CODES.REQUIRED;
  if (findDisallowedWord(password)) return FIELD_ERROR_CODES.INVALID;
  return checkPasswordShape(password).ok ? null : FIELD_ERROR_CODES.INVALID;
}

/** A new password exactly as typed (a space is a character the policy refuses, not padding). */
export const newPasswordSchema = /* @__PURE__ */ secretFieldSchema(checkNewPassword);

/** The current password that re-authenticates a change: anything typed; the server judges it. */
export function checkCurrentPassword(password: string): FieldErrorCode | null {
  return password ? null : FIELD_ERROR_CODES.REQUIRED;
}

export const currentPasswordSchema = /* @__PURE__ */ secretFieldSchema(checkCurrentPassword);

/** A one-time passcode as typed or pasted: six digits once spaces and dashes are dropped. */
export function checkOtpEntry(value: string): FieldErrorCode | null {
  if (!value.trim()) return FIELD_ERROR_CODES.REQUIRED;
  return normalizeOtp(value) ? null : FIELD_ERROR_CODES.INVALID;
}

/** Parses to the six digits. */
export const otpEntrySchema = /* @__PURE__ */ fieldSchema(
  checkOtpEntry,
  (value) => normalizeOtp(value) ?? value,
);

/**
 * The code a TV, car or speaker shows, as typed: letters outside the code's alphabet are dropped
 * (`formatUserCode`), so the only thing that can be wrong before the server looks is its length.
 */
export function checkUserCodeEntry(value: string): FieldErrorCode | null {
  const code = normaliseUserCode(value);
  if (code.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  return code.length < USER_CODE_LENGTH ? FIELD_ERROR_CODES.TOO_SHORT : null;
}

/** Parses to the eight letters the server takes (no dash, upper case). */
export const userCodeEntrySchema = /* @__PURE__ */ fieldSchema(
  checkUserCodeEntry,
  normaliseUserCode,
);
