import { IDENTITY_SERVICE_CODES } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * The refusals of the identity capability. Reasons (the log's text) never repeat a password,
 * a passcode, a link id or a grant; handles stay out of them too.
 */

export function invalidCredentials(reason: string): AppError {
  return new AppError('INVALID_CREDENTIALS', reason);
}

/**
 * 429 for a handle tried wrongly from this address a moment ago: when to try again (Retry-After
 * and `extras.retryAfterSeconds`, which the web shows as "wait N s").
 */
export function signInDelayed(retryAfterSeconds: number): AppError {
  return new AppError('SIGN_IN_DELAYED', 'Password tried too soon after a wrong one', {
    retryAfterSeconds,
    extras: { retryAfterSeconds },
  });
}

export function invalidHandle(): AppError {
  return new AppError('INVALID_HANDLE', 'Handle is neither an email nor a username');
}

export function otpError(
  code:
    | 'OTP_EXPIRED'
    | 'OTP_INVALID'
    | 'OTP_NOT_FOUND'
    | 'OTP_ATTEMPTS_EXCEEDED'
    | 'OTP_BAD_REQUEST',
  extras: Record<string, unknown> = {},
): AppError {
  const serviceCode = {
    OTP_EXPIRED: IDENTITY_SERVICE_CODES.otpExpired,
    OTP_INVALID: IDENTITY_SERVICE_CODES.otpInvalid,
    OTP_NOT_FOUND: IDENTITY_SERVICE_CODES.otpNotFound,
    OTP_ATTEMPTS_EXCEEDED: IDENTITY_SERVICE_CODES.otpRateLimitExceeded,
    OTP_BAD_REQUEST: IDENTITY_SERVICE_CODES.otpBadRequest,
  }[code];
  return new AppError(code, `One-time passcode refused: ${code}`, { serviceCode, extras });
}
