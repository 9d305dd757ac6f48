import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { isWellFormedSecret } from './session-secret.ts';

/**
 * The care session cookie. Over HTTPS it gets the `__Host-` prefix, which browsers honour only
 * with Secure, Path=/ and no Domain: it cannot be set by a sibling subdomain or sent over http.
 */
export const SESSION_COOKIE_BASE_NAME = 'orbit_care_session';

export type SessionCookieSettings = { secure: boolean; maxAgeSeconds: number };

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE_BASE_NAME}` : SESSION_COOKIE_BASE_NAME;
}

export function sessionCookieOptions(settings: SessionCookieSettings): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: settings.secure,
    // The cookie never outlives the session's absolute timeout.
    maxAge: settings.maxAgeSeconds,
  };
}

export function readSessionSecret(request: FastifyRequest, secure: boolean): string | undefined {
  const value = request.cookies[sessionCookieName(secure)];
  return isWellFormedSecret(value) ? value : undefined;
}
