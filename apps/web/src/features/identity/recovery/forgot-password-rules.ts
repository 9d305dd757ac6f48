import {
  checkPhone,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  handleKindOf,
  normalisePhone,
} from '@orbit/domain';

export type ResetDelivery = 'email' | 'text';

export interface ForgotPasswordValues {
  handle: string;
  delivery: ResetDelivery;
  /** The mobile number on file; asked only for delivery by text. */
  phone: string;
}

export type ForgotPasswordErrors = Partial<Record<'handle' | 'phone', FieldErrorCode>>;

export type ForgotPasswordCheck =
  | { kind: 'invalid'; errors: ForgotPasswordErrors }
  /** Neither an email nor a username could look like this (flows §7.3 `account-not-found`). */
  | { kind: 'malformed' }
  | { kind: 'send'; username: string; delivery: 'email' }
  | { kind: 'send'; username: string; delivery: 'text'; phoneNo: string };

/**
 * The forgot-password form by the shared rules (flows §0): the email or username is required,
 * the mobile number (by text) is 10 digits. An entry no sign-in can have — not an email, not
 * 6–20 letters and digits — is "account not found" without asking the server: the answer then
 * depends only on what was typed, never on whether an account exists.
 */
export function checkForgotPassword(values: ForgotPasswordValues): ForgotPasswordCheck {
  const username = values.handle.trim();
  const errors: ForgotPasswordErrors = {};
  if (!username) errors.handle = FIELD_ERROR_CODES.REQUIRED;
  if (values.delivery === 'text') {
    const phone = checkPhone(values.phone);
    if (phone) errors.phone = phone;
  }
  if (errors.handle || errors.phone) return { kind: 'invalid', errors };
  if (!handleKindOf(username)) return { kind: 'malformed' };
  if (values.delivery === 'email') return { kind: 'send', username, delivery: 'email' };
  return {
    kind: 'send',
    username,
    delivery: 'text',
    phoneNo: normalisePhone(values.phone) ?? values.phone.trim(),
  };
}
