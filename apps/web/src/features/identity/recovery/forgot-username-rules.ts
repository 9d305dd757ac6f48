import {
  type Country,
  checkEmail,
  checkNamePiece,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
} from '@orbit/domain';

export type ForgotUsernameField = 'lastName' | 'email';
export type ForgotUsernameValues = Record<ForgotUsernameField, string>;
export type ForgotUsernameErrors = Partial<Record<ForgotUsernameField, FieldErrorCode>>;

/**
 * Forgot username by the shared rules (flows §0): a last name ("name piece", the market's
 * letters) and an email in its lookup form (nothing is stored, so no card-data check on it).
 */
export function checkForgotUsername(
  values: ForgotUsernameValues,
  country: Country,
): ForgotUsernameErrors {
  const errors: ForgotUsernameErrors = {};
  const lastName = checkNamePiece(values.lastName, country);
  if (lastName) errors.lastName = lastName;
  const email = checkEmail(values.email, country, { forLookup: true });
  if (email) errors.email = email;
  return errors;
}

/** The message of a field's refusal: "enter your …", card data, or the field's own "valid …". */
export function forgotUsernameErrorId(field: ForgotUsernameField, code: FieldErrorCode): string {
  if (code === FIELD_ERROR_CODES.REQUIRED) return `identity.recovery.${field}.required`;
  if (code === FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED) return 'identity.recovery.cardData';
  return field === 'email' ? 'identity.signUp.invalidEmail' : 'identity.recovery.lastName.invalid';
}
