import { IDENTITY_SERVICE_CODES } from '@orbit/domain';
import { isCareApiError, isNetworkError, isServiceError } from '@orbit/sdk';
import type { MessageValues } from '../../shared/i18n/use-t.ts';

/** A translated message: its id and values. */
export interface ErrorMessage {
  id: string;
  values?: MessageValues;
}

const BY_CODE: Record<string, string> = {
  INVALID_CREDENTIALS: 'identity.signIn.invalidCredentials',
  'userServices.identity.invalidCredentials': 'identity.signIn.invalidCredentials',
  INVALID_HANDLE: 'identity.signIn.invalidHandle',
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

/** The code of a service or care error, or undefined. */
export function errorCode(error: unknown): string | undefined {
  if (isServiceError(error)) return error.code;
  if (isCareApiError(error)) return error.errorCode;
  return undefined;
}

/**
 * The message to show for a failed identity call. Wording never says whether an identity exists
 * beyond what the server itself reveals (ADR 007).
 */
export function identityErrorMessage(error: unknown): ErrorMessage {
  const code = errorCode(error);
  if (code === IDENTITY_SERVICE_CODES.locked || code === 'ACCOUNT_LOCKED') {
    const seconds = isServiceError(error) ? Number(error.extras.retryAfterSeconds) : Number.NaN;
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
    return { id: 'identity.signIn.locked', values: { minutes } };
  }
  if (code === 'PASSWORD_DISALLOWED_WORDS') {
    const word = isServiceError(error) ? error.extras.word : undefined;
    if (typeof word === 'string' && word) {
      return { id: 'identity.signUp.disallowedWord', values: { word } };
    }
    return { id: 'identity.signUp.policy' };
  }
  const id = code ? BY_CODE[code] : undefined;
  if (id) return { id };
  if (isNetworkError(error) || (isCareApiError(error) && error.isNetworkError)) {
    return { id: 'identity.common.network' };
  }
  return { id: 'identity.common.system' };
}
