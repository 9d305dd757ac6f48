import {
  type AccountSubscription,
  type Country,
  checkEmail,
  checkPassword,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  isFieldErrorCode,
  isValidUsername,
  type UpdateStreamingRequest,
  USERNAME_LIMITS,
} from '@orbit/domain';
import type { MessageValues } from '../../../shared/i18n/use-t.ts';
import { fieldMessageId } from '../field-messages.ts';

export type StreamingLoginField = 'login' | 'password';

export interface StreamingLoginValues {
  /** The new email or username; blank keeps the current one. */
  login: string;
  /** The new password; blank keeps the current one. */
  password: string;
  synchronizeAccountEmail: boolean;
}

/** A refusal of one field: its code (for analytics) and what to tell the customer. */
export interface FieldProblem {
  code: string;
  id: string;
  values?: MessageValues;
}

export type StreamingLoginProblems = Partial<Record<StreamingLoginField, FieldProblem>>;

/**
 * The fields refused, as the form's state holds them: a policy's own code (PASSWORD_TOO_COMMON)
 * counts as INVALID there; its words stay with the problem.
 */
export function fieldCodesOfProblems(
  problems: StreamingLoginProblems,
): Partial<Record<StreamingLoginField, FieldErrorCode>> {
  const codes: Partial<Record<StreamingLoginField, FieldErrorCode>> = {};
  for (const [field, problem] of Object.entries(problems) as [
    StreamingLoginField,
    FieldProblem,
  ][]) {
    codes[field] = isFieldErrorCode(problem.code) ? problem.code : FIELD_ERROR_CODES.INVALID;
  }
  return codes;
}

/** The server reads a sign-in with an `@` as an email (and only then may it become the account's). */
export function isEmailLogin(login: string): boolean {
  return login.trim().includes('@');
}

/**
 * The subscription whose streaming login the account-info page changes: one the account pays for
 * that is not the owner's own sign-in (that one changes with its password on the credentials page).
 */
export function streamingSubscriptionOf(
  subscriptions: readonly AccountSubscription[],
): AccountSubscription | undefined {
  return subscriptions.find(
    (subscription) =>
      subscription.streamingCredentials && !subscription.streamingCredentials.isAccountLogin,
  );
}

function loginProblem(login: string, country: Country): FieldProblem | undefined {
  if (isEmailLogin(login)) {
    const code = checkEmail(login, country);
    return code ? { code, id: fieldMessageId('email', code) } : undefined;
  }
  if (isValidUsername(login, country)) return undefined;
  const code =
    login.length < USERNAME_LIMITS.minLength
      ? FIELD_ERROR_CODES.TOO_SHORT
      : login.length > USERNAME_LIMITS.maxLength
        ? FIELD_ERROR_CODES.TOO_LONG
        : FIELD_ERROR_CODES.INVALID;
  return { code, id: 'account.field.username.invalid' };
}

/** What a refused password is called, by the policy's code (the server's and the domain's). */
export function passwordProblem(code: string, word?: string): FieldProblem {
  switch (code) {
    case 'PASSWORD_DISALLOWED_WORDS':
      return word
        ? { code, id: 'account.field.password.word', values: { word } }
        : { code, id: 'account.field.password.commonWord' };
    case 'PASSWORD_HAS_PERSONAL_DATA':
      return { code, id: 'account.field.password.personal' };
    case 'PASSWORD_TOO_COMMON':
      return { code, id: 'account.field.password.common' };
    default:
      return { code, id: 'account.field.password.policy' };
  }
}

/**
 * The domain's field rules (flows §0) before any call: a new sign-in is an email of the
 * market's rule or 6–20 letters and digits; a new password keeps the password policy and holds
 * no part of the new sign-in. Something must change. The server re-checks all of it, and adds
 * common passwords and the streaming identity's own names.
 */
export function checkStreamingLogin(
  values: StreamingLoginValues,
  country: Country,
): StreamingLoginProblems {
  const login = values.login.trim();
  const problems: StreamingLoginProblems = {};
  if (!login && !values.password) {
    problems.login = { code: FIELD_ERROR_CODES.REQUIRED, id: 'account.field.login.required' };
    return problems;
  }
  const badLogin = login ? loginProblem(login, country) : undefined;
  if (badLogin) problems.login = badLogin;
  if (values.password) {
    const verdict = checkPassword(values.password, {
      username: login || null,
      emailAddress: isEmailLogin(login) ? login : null,
    });
    if (!verdict.ok) {
      problems.password = passwordProblem(
        verdict.code,
        'word' in verdict ? verdict.word : undefined,
      );
    }
  }
  return problems;
}

/** The call's body: only what changes, the sign-in as what it is, for the subscription shown. */
export function streamingLoginRequestOf(
  values: StreamingLoginValues,
  subscriptionId: string,
): UpdateStreamingRequest {
  const login = values.login.trim();
  const email = isEmailLogin(login);
  return {
    subscriptionId,
    ...(login ? (email ? { email: login } : { username: login }) : {}),
    ...(values.password ? { password: values.password } : {}),
    ...(email && values.synchronizeAccountEmail ? { synchronizeAccountEmail: true } : {}),
  };
}

const LOGIN_CODES = new Set(['USERNAME_IN_USE', 'EMAIL_INVALID', 'INVALID_HANDLE']);

/**
 * The server's refusal on the fields it concerns: a taken or malformed sign-in on the login,
 * the password policy's codes on the password, and field errors of the payload by name
 * (`username` and `email` are both the login). Nothing when it concerns no field.
 */
export function serverStreamingProblems(failure: {
  code: string;
  fieldErrors: readonly { errorCode: string; fieldName?: string | undefined }[];
}): StreamingLoginProblems {
  const { code } = failure;
  if (code === 'USERNAME_IN_USE') return { login: { code, id: 'account.field.login.inUse' } };
  if (LOGIN_CODES.has(code)) return { login: { code, id: 'account.field.username.invalid' } };
  if (code.startsWith('PASSWORD_')) return { password: passwordProblem(code) };
  const problems: StreamingLoginProblems = {};
  for (const { errorCode, fieldName } of failure.fieldErrors) {
    const name = fieldName?.split('.').at(-1);
    const field: StreamingLoginField | undefined =
      name === 'username' || name === 'email'
        ? 'login'
        : name === 'password'
          ? 'password'
          : undefined;
    if (!field || problems[field]) continue;
    problems[field] =
      field === 'login'
        ? { code: errorCode, id: 'account.field.username.invalid' }
        : passwordProblem(errorCode);
  }
  return problems;
}
