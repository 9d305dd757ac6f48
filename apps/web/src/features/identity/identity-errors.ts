import { IDENTITY_SERVICE_CODES } from '@orbit/domain';
import { failureMessageId, failureOf } from '../../shared/errors/index.ts';
import type { MessageValues } from '../../shared/i18n/use-t.ts';

/** The refusals of a new password by the password policy: shown on the password field. */
export const PASSWORD_REFUSAL_CODES: ReadonlySet<string> = new Set([
  'PASSWORD_POLICY_NOT_MET',
  'PASSWORD_DISALLOWED_WORDS',
  'PASSWORD_HAS_PERSONAL_DATA',
  'PASSWORD_TOO_COMMON',
]);

/** A translated message: its id and values. */
export interface ErrorMessage {
  id: string;
  values?: MessageValues;
}

const BY_CODE: Record<string, string> = {
  INVALID_CREDENTIALS: 'identity.signIn.invalidCredentials',
  'userServices.identity.invalidCredentials': 'identity.signIn.invalidCredentials',
  INVALID_HANDLE: 'identity.signIn.invalidHandle',
  CAPTCHA_REQUIRED: 'identity.signIn.humanCheckRefused',
  [IDENTITY_SERVICE_CODES.otpInvalid]: 'identity.otp.invalid',
  OTP_INVALID: 'identity.otp.invalid',
  [IDENTITY_SERVICE_CODES.otpExpired]: 'identity.otp.expired',
  OTP_EXPIRED: 'identity.otp.expired',
  [IDENTITY_SERVICE_CODES.otpNotFound]: 'identity.otp.notFound',
  OTP_NOT_FOUND: 'identity.otp.notFound',
  [IDENTITY_SERVICE_CODES.otpRateLimitExceeded]: 'identity.otp.tooMany',
  OTP_ATTEMPTS_EXCEEDED: 'identity.otp.tooMany',
  MAGIC_LINK_NOT_FOUND: 'identity.magicLink.notFound',
  MAGIC_LINK_EXPIRED: 'identity.magicLink.expired',
  IDENTITY_ALREADY_EXISTS_ERROR: 'identity.signUp.exists',
  INVALID_EMAIL_ERROR: 'identity.signUp.invalidEmail',
  EMAIL_INVALID: 'identity.signUp.invalidEmail',
  IDENTITY_NOT_ELIGIBLE_ERROR: 'identity.signUp.notEligible',
  PASSWORD_POLICY_NOT_MET: 'identity.signUp.policy',
  PASSWORD_HAS_PERSONAL_DATA: 'identity.signUp.personal',
  PASSWORD_TOO_COMMON: 'identity.signUp.common',
  HANDLE_ALREADY_IN_USE: 'identity.credentials.handleInUse',
  INVALID_PHONE_NUMBER: 'identity.credentials.invalidPhone',
  REAUTHENTICATION_REQUIRED: 'identity.credentials.reauth',
  INVALID_RESET_KEY: 'identity.reset.invalidKey',
  RESET_KEY_EXPIRED: 'identity.reset.expiredKey',
};

/** No answer came: the customer is told to check their connection. */
const NO_ANSWER_CODES: ReadonlySet<string> = new Set(['NETWORK_ERROR', 'TIMEOUT']);

/** The code of a failed call (`failureOf`), for the pages that act on a few of them. */
export function errorCode(error: unknown): string {
  return failureOf(error).code;
}

/**
 * The message to show for a failed identity call. Wording never says whether an identity exists
 * beyond what the server itself reveals (ADR 007).
 */
export function identityErrorMessage(error: unknown): ErrorMessage {
  const failure = failureOf(error);
  const { code, extras } = failure;
  if (code === 'SIGN_IN_DELAYED') {
    const wait = Number(extras.retryAfterSeconds);
    const seconds = Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 1;
    return { id: 'identity.signIn.delayed', values: { seconds } };
  }
  if (code === 'PASSWORD_DISALLOWED_WORDS') {
    const { word } = extras;
    if (typeof word === 'string' && word) {
      return { id: 'identity.signUp.disallowedWord', values: { word } };
    }
    return { id: 'identity.signUp.policy' };
  }
  const id = BY_CODE[code];
  if (id) return { id };
  if (NO_ANSWER_CODES.has(code)) return { id: 'identity.common.network' };
  return { id: failureMessageId(failure, 'identity.common.system') };
}
