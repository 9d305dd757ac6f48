import {
  type Country,
  checkEmail,
  checkNewPassword,
  checkPassword,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  isValidUsername,
} from '@orbit/domain';
import { schemaOfCodes } from '../../../shared/forms/index.ts';

export interface CredentialSetupValues {
  email: string;
  /** Blank: the email is the username. */
  username: string;
  password: string;
  synchronizeAccountEmail: boolean;
}

export type CredentialSetupField = 'email' | 'username' | 'password';

/** The username the streaming sign-in gets: the one typed, else the email. */
export function usernameOf(values: Pick<CredentialSetupValues, 'email' | 'username'>): string {
  return values.username.trim() || values.email.trim();
}

/**
 * The credential fields' rules (flows §0) before any call: the email of the market's rule, a
 * username that is an email or 6–20 letters and digits, a password that keeps the policy and
 * holds neither of them. The server checks all of it again, and common passwords too.
 */
export function checkCredentialSetup(
  values: CredentialSetupValues,
  country: Country,
): Partial<Record<CredentialSetupField, FieldErrorCode>> {
  const codes: Partial<Record<CredentialSetupField, FieldErrorCode>> = {};
  const email = checkEmail(values.email, country);
  if (email) codes.email = email;
  const username = values.username.trim();
  if (username && !isValidUsername(username, country)) codes.username = FIELD_ERROR_CODES.INVALID;
  const password = checkNewPassword(values.password);
  if (password) codes.password = password;
  else if (
    !checkPassword(values.password, {
      username: usernameOf(values),
      emailAddress: values.email.trim(),
    }).ok
  ) {
    codes.password = FIELD_ERROR_CODES.INVALID;
  }
  return codes;
}

export function credentialSetupSchema(country: Country) {
  return schemaOfCodes((values: CredentialSetupValues) => checkCredentialSetup(values, country));
}
