import { AppError } from '../errors/app-error.ts';

export type AccessTokenRefusal = 'missing' | 'unknown' | 'expired' | 'revoked';

const ACCESS_DESCRIPTIONS: Record<AccessTokenRefusal, string> = {
  missing: 'An access token is required (Authorization: Bearer).',
  unknown: 'The access token is not valid.',
  expired: 'The access token has expired.',
  revoked: 'The session has been revoked.',
};

/** 401 UNAUTHENTICATED, which makes the SDK refresh and repeat the call once. */
export function invalidAccessToken(refusal: AccessTokenRefusal): AppError {
  return new AppError('UNAUTHENTICATED', `Access token refused: ${refusal}`, {
    publicDescription: ACCESS_DESCRIPTIONS[refusal],
  });
}

/** 403 for an anonymous session on a signed-in-only call: final, the SDK does not refresh for it. */
export function signedInOnly(): AppError {
  return new AppError('FORBIDDEN', 'Anonymous session on a signed-in-only call', {
    publicDescription: 'This needs a signed-in (authenticated) session.',
  });
}
