import type { CookieSerializeOptions } from '@fastify/cookie';
import { SERVICE_HEADERS } from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Where a browser's refresh token lives (ADR 023): an HttpOnly cookie only the server reads, sent
 * only to the session calls. Over HTTPS it is `__Secure-` prefixed (a browser then accepts it only
 * with Secure); it is host-only (no Domain), so no sibling site of the service receives it.
 */
export const REFRESH_COOKIE_BASE_NAME = 'orbit_refresh';

/** The session calls that read or clear it (refresh, end, revoke/all) and nothing else. */
export const REFRESH_COOKIE_PATH = '/session/v1/sessions';

export function refreshCookieName(secure: boolean): string {
  return secure ? `__Secure-${REFRESH_COOKIE_BASE_NAME}` : REFRESH_COOKIE_BASE_NAME;
}

/**
 * SameSite=Strict: only our own pages ever make the session calls, with fetch, never a
 * navigation from another site, so nothing legitimate needs the cookie on a cross-site request.
 */
export function refreshCookieOptions(
  secure: boolean,
  maxAgeSeconds: number,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: maxAgeSeconds,
  };
}

export function setRefreshCookie(
  reply: FastifyReply,
  secure: boolean,
  refreshToken: string,
  expiresAt: string,
  nowMs: number,
): void {
  const maxAgeSeconds = Math.max(0, Math.floor((Date.parse(expiresAt) - nowMs) / 1000));
  reply.setCookie(
    refreshCookieName(secure),
    refreshToken,
    refreshCookieOptions(secure, maxAgeSeconds),
  );
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(refreshCookieName(secure), refreshCookieOptions(secure, 0));
}

/** The refresh token a caller presents: X-Refresh-Token (clients without cookies), else the cookie. */
export function presentedRefreshToken(
  request: FastifyRequest,
  secure: boolean,
): string | undefined {
  const header = request.headers[SERVICE_HEADERS.refreshToken.toLowerCase()];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const cookie = request.cookies?.[refreshCookieName(secure)];
  return cookie && cookie.trim() !== '' ? cookie : undefined;
}

/**
 * Whether the caller is a browser, whose scripts must never see a refresh token: it asked for the
 * cookie (`X-Refresh-Token-Delivery: cookie`, the browser SDK) or sent Fetch Metadata, which every
 * current browser adds and no script can remove. Such callers get the token in the cookie only.
 */
export function refreshTokenStaysInCookie(request: FastifyRequest): boolean {
  const asked = request.headers[SERVICE_HEADERS.refreshTokenDelivery.toLowerCase()];
  return asked === 'cookie' || request.headers['sec-fetch-site'] !== undefined;
}
