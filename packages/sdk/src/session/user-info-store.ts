import { type Session, STORAGE_LIMITS, sessionSchema } from '@orbit/domain';
import * as z from 'zod/mini';
import { randomId } from '../runtime/random-id.ts';
import type { SdkRuntime } from '../runtime/runtime.ts';
import { readJsonCookie } from '../storage/cookie-jar.ts';
import { ANONYMOUS_ID_MAX_AGE_SECONDS, COOKIE_NAMES } from '../storage/storage-keys.ts';

/**
 * What the SDK keeps about the person using it, in the `AUTH_TOKEN` cookie: the session, whether it
 * is signed in, the handle they signed in with, and the anonymous session to return to on sign-out.
 */
export const storedUserInfoSchema = z.object({
  session: sessionSchema,
  authenticated: z.boolean(),
  handle: z.optional(z.string()),
  anonymousSession: z.optional(sessionSchema),
});
export type StoredUserInfo = z.infer<typeof storedUserInfoSchema>;

export class UserInfoStore {
  constructor(private readonly runtime: SdkRuntime) {}

  read(): StoredUserInfo | undefined {
    return readJsonCookie(this.runtime.cookies, COOKIE_NAMES.authToken, storedUserInfoSchema);
  }

  write(info: StoredUserInfo): void {
    const untilMs = Date.parse(info.session.refreshTokenExpiresAt) - this.runtime.now();
    this.runtime.cookies.set(COOKIE_NAMES.authToken, JSON.stringify(info), {
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
}

export function isAccessTokenValid(session: Session, nowMs: number): boolean {
  return Date.parse(session.accessTokenExpiresAt) > nowMs;
}

export function isRefreshTokenValid(session: Session, nowMs: number): boolean {
  return Date.parse(session.refreshTokenExpiresAt) > nowMs;
}
