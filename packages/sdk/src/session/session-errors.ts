import { REFRESH_STOP_CODES, SESSION_ERROR_CODES } from '@orbit/domain';
import { isServiceError } from '../http/sdk-errors.ts';

export const SESSION_NOT_INITIALISED = 'Session not initialised!';
export const REFRESH_TOKEN_EXPIRED = 'refresh token is expired';
export const SESSION_PURGE_TOO_SOON = 'minimum interval between session purges not reached';

/**
 * How a failed refresh ends (spec 001 §4): `rejected` — the server no longer accepts the refresh
 * token (401, invalid refresh token, invalid auth headers): start anonymous; `stopped` — a code
 * after which refreshing again is pointless (invalid credentials, locked, authorization pending);
 * `failed` — anything else (network, 5xx): keep what we have.
 */
export type RefreshFailure = 'rejected' | 'stopped' | 'failed';

export function classifyRefreshFailure(error: unknown): RefreshFailure {
  if (!isServiceError(error)) return 'failed';
  if (REFRESH_STOP_CODES.includes(error.code)) return 'stopped';
  if (
    error.status === 401 ||
    error.code === SESSION_ERROR_CODES.invalidRefreshToken ||
    error.code === SESSION_ERROR_CODES.invalidAuthHeaders
  ) {
    return 'rejected';
  }
  return 'failed';
}
