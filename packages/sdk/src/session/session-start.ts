import type { StoredUserInfo } from './user-info-store.ts';
import { hasAccessToken, isAccessTokenValid, isRefreshTokenValid } from './user-info-store.ts';

export type SessionStart =
  | { kind: 'anonymous'; clearStored: boolean }
  | { kind: 'refresh' }
  | { kind: 'restore' };

/**
 * Step 2 of the session bootstrap (spec 001 §4): nothing stored, or an expired refresh token,
 * starts anonymous (clearing what was stored); an expired access token alone is refreshed, and
 * so is a session stored without one (a browser keeps it in memory only, ADR 023); otherwise the
 * stored session is restored as it is.
 */
export function sessionStart(stored: StoredUserInfo | undefined, nowMs: number): SessionStart {
  if (!stored) return { kind: 'anonymous', clearStored: false };
  if (!isRefreshTokenValid(stored.session, nowMs)) return { kind: 'anonymous', clearStored: true };
  if (!hasAccessToken(stored.session) || !isAccessTokenValid(stored.session, nowMs)) {
    return { kind: 'refresh' };
  }
  return { kind: 'restore' };
}
