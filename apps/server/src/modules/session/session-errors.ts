import { FIELD_ERROR_CODES, SESSION_ERROR_CODES } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * The refusals of the session and device services, with the codes spec 001 §8 fixes. Descriptions
 * are safe to show a developer and never repeat a presented credential; the reason (first
 * argument to AppError) is for the log only and never holds one either.
 */

export function invalidAuthHeaders(reason: string): AppError {
  return new AppError('UNAUTHENTICATED', reason, {
    serviceCode: SESSION_ERROR_CODES.invalidAuthHeaders,
    publicDescription: 'A valid device grant is required in X-Device-Grant.',
  });
}

export function missingRefreshToken(): AppError {
  return new AppError('UNAUTHENTICATED', 'No refresh token header', {
    serviceCode: SESSION_ERROR_CODES.invalidAuthHeaders,
    publicDescription: 'The refresh token is required: its cookie, or X-Refresh-Token.',
  });
}

export type RefreshRefusal = 'unknown' | 'expired' | 'revoked' | 'reused' | 'superseded';

const REFRESH_DESCRIPTIONS: Record<RefreshRefusal, string> = {
  unknown: 'The refresh token is not valid.',
  expired: 'The refresh token has expired.',
  revoked: 'The session has been revoked.',
  reused: 'The refresh token was already used; the session has been revoked.',
  superseded: 'The refresh token was just replaced; use the newer one.',
};

export function invalidRefreshToken(refusal: RefreshRefusal): AppError {
  return new AppError('UNAUTHENTICATED', `Refresh refused: ${refusal}`, {
    serviceCode: SESSION_ERROR_CODES.invalidRefreshToken,
    publicDescription: REFRESH_DESCRIPTIONS[refusal],
  });
}

/** The SDK matches `invalid-convergence-token` in the code or the description, so both carry it. */
export function invalidConvergenceToken(): AppError {
  return new AppError('INVALID_PAYLOAD', 'Convergence token does not match', {
    serviceCode: SESSION_ERROR_CODES.invalidConvergenceToken,
    publicDescription: SESSION_ERROR_CODES.invalidConvergenceToken,
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'X-Convergence-Token' }],
  });
}

export function unusableSignInGrant(): AppError {
  return new AppError(
    'UNAUTHENTICATED',
    'Sign-in grant unknown, expired, used or of another kind',
    {
      serviceCode: SESSION_ERROR_CODES.invalidCredentials,
      publicDescription: 'The grant is not valid, has expired or was already used.',
    },
  );
}
