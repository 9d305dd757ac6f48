import {
  type Session,
  STORAGE_LIMITS,
  type StoredSession,
  sessionSchema,
  storedSessionSchema,
} from '@orbit/domain';
import * as z from 'zod/mini';
import { randomId } from '../runtime/random-id.ts';
import type { SdkRuntime } from '../runtime/runtime.ts';
import { readJsonCookie } from '../storage/cookie-jar.ts';
import { ANONYMOUS_ID_MAX_AGE_SECONDS, COOKIE_NAMES } from '../storage/storage-keys.ts';

/**
 * What the SDK keeps about the person using it, in the `AUTH_TOKEN` cookie: the session, whether it
 * is signed in, the handle they signed in with, and (where the SDK holds its tokens) the anonymous
 * session to return to on sign-out.
 */
export const storedUserInfoSchema = z.object({
  session: storedSessionSchema,
  authenticated: z.boolean(),
  handle: z.optional(z.string()),
  anonymousSession: z.optional(sessionSchema),
});
export type StoredUserInfo = z.infer<typeof storedUserInfoSchema>;

/** A session whose access token is at hand (not only restored from a token-free cookie). */
export function hasAccessToken(session: StoredSession): session is Session {
  return typeof session.accessToken === 'string' && session.accessToken !== '';
}

export class UserInfoStore {
  constructor(private readonly runtime: SdkRuntime) {}

  /** Whether the server holds the refresh token in its HttpOnly cookie (a browser). */
  get serverHoldsRefreshToken(): boolean {
    return this.runtime.refreshTokenHolder === 'server-cookie';
  }

  /**
   * What the SDK may hold in memory: in a browser never a refresh token, even one an older server
   * still put in its answer; the server reads its own cookie.
   */
  held(info: StoredUserInfo): StoredUserInfo {
    if (!this.serverHoldsRefreshToken || info.session.refreshToken === undefined) return info;
    const { refreshToken: _inHttpOnlyCookie, ...session } = info.session;
    return { ...info, session };
  }

  read(): StoredUserInfo | undefined {
    return readJsonCookie(this.runtime.cookies, COOKIE_NAMES.authToken, storedUserInfoSchema);
  }

  write(info: StoredUserInfo): void {
    const untilMs = Date.parse(info.session.refreshTokenExpiresAt) - this.runtime.now();
    this.runtime.cookies.set(COOKIE_NAMES.authToken, JSON.stringify(this.scriptSafe(info)), {
      maxAgeSeconds: Math.max(0, untilMs / 1000),
    });
  }

  clear(): void {
    this.runtime.cookies.remove(COOKIE_NAMES.authToken);
  }

  /** The anonymous visitor id: 16 random characters, kept far into the future. */
  anonymousId(): string {
    const existing = this.runtime.cookies.get(COOKIE_NAMES.anonymousId);
    if (existing && existing.length === STORAGE_LIMITS.anonymousIdLength) return existing;
    const id = randomId(this.runtime.randomBytes, STORAGE_LIMITS.anonymousIdLength);
    this.runtime.cookies.set(COOKIE_NAMES.anonymousId, id, {
      maxAgeSeconds: ANONYMOUS_ID_MAX_AGE_SECONDS,
    });
    return id;
  }

  /**
   * In a browser every script of every sibling site can read `AUTH_TOKEN`: it gets the session's
   * public facts only, never a token, and no second session.
   */
  private scriptSafe(info: StoredUserInfo): StoredUserInfo {
    if (!this.serverHoldsRefreshToken) return info;
    const { accessToken: _inMemory, refreshToken: _inHttpOnlyCookie, ...facts } = info.session;
    return {
      session: facts,
      authenticated: info.authenticated,
      ...(info.handle ? { handle: info.handle } : {}),
    };
  }
}

export function isAccessTokenValid(session: StoredSession, nowMs: number): boolean {
  return Date.parse(session.accessTokenExpiresAt) > nowMs;
}

export function isRefreshTokenValid(session: StoredSession, nowMs: number): boolean {
  return Date.parse(session.refreshTokenExpiresAt) > nowMs;
}
