import { SESSION_ERROR_CODES, sessionSchema } from '@orbit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import { browserCookies, SAME_ORIGIN_FETCH } from '../../testing/browser-cookies.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  bearer,
  cookielessSessionSchema,
  createDeviceGrant,
  withGrant,
} from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { REFRESH_REUSE_GRACE_MS } from './rotate-session.ts';

const SESSIONS = '/session/v1/sessions';
const GUARDED = '/session/v1/test/guarded';
const THIRTY_DAYS = 30 * 86_400;

async function browserWithSession(env: Record<string, string> = {}) {
  const testApp = await createTestApp({ env });
  testApp.app.get(GUARDED, { preHandler: requireAccessToken }, async () => ({ ok: true }));
  const device = await createDeviceGrant(testApp.app);
  const browser = browserCookies();
  const post = async (path: string, headers: Record<string, string> = {}) =>
    browser.keep(
      await testApp.app.inject({
        method: 'POST',
        url: `${SESSIONS}/${path}`,
        headers: {
          ...SAME_ORIGIN_FETCH,
          ...withGrant(device),
          ...browser.headerFor(`${SESSIONS}/${path}`),
          ...headers,
        },
        payload: {},
      }),
    );
  const started = await post('anonymous');
  return { ...testApp, device, browser, post, started };
}

const refreshCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name.endsWith('orbit_refresh'));

describe('the refresh token of a browser (ADR 023)', () => {
  it('is set in an HttpOnly, SameSite=Strict cookie for the session calls only, and left out of the answer', async () => {
    const { started, browser } = await browserWithSession();
    expect(started.statusCode).toBe(200);
    const session = sessionSchema.parse(started.json());
    expect(session.refreshToken).toBeUndefined();
    expect(started.body).not.toMatch(/ort_/);
    expect(refreshCookieOf(started)).toMatchObject({
      name: 'orbit_refresh',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/session/v1/sessions',
      maxAge: THIRTY_DAYS,
    });
    expect(refreshCookieOf(started)?.value).toMatch(/^ort_/);
    expect(refreshCookieOf(started)?.secure).toBeFalsy();
    expect(refreshCookieOf(started)?.domain).toBeUndefined();
    expect(browser.scriptVisible()).not.toContain('orbit_refresh');
  });

  it('is Secure and __Secure- prefixed in production', async () => {
    const { started } = await browserWithSession({ COOKIE_SECURE: 'true' });
    expect(refreshCookieOf(started)).toMatchObject({
      name: '__Secure-orbit_refresh',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/session/v1/sessions',
    });
  });

  it('stays out of the answer when the SDK asks for the cookie, even without Fetch Metadata', async () => {
    const { app, device } = await browserWithSession();
    const response = await app.inject({
      method: 'POST',
      url: `${SESSIONS}/anonymous`,
      headers: { ...withGrant(device), 'x-refresh-token-delivery': 'cookie' },
    });
    expect(sessionSchema.parse(response.json()).refreshToken).toBeUndefined();
    expect(refreshCookieOf(response)?.value).toMatch(/^ort_/);
  });

  it('is still in the answer for a client without cookies (no Fetch Metadata)', async () => {
    const { app, device } = await browserWithSession();
    const response = await app.inject({
      method: 'POST',
      url: `${SESSIONS}/anonymous`,
      headers: withGrant(device),
    });
    expect(cookielessSessionSchema.parse(response.json()).refreshToken).toMatch(/^ort_/);
  });

  it('refreshes with the cookie alone, rotating it; the spent cookie is reuse after the grace period', async () => {
    const { app, browser, post, clock } = await browserWithSession();
    const first = browser.get('orbit_refresh');
    clock.advanceSeconds(600);
    const refreshed = await post('refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const session = sessionSchema.parse(refreshed.json());
    expect(session.refreshToken).toBeUndefined();
    const second = browser.get('orbit_refresh');
    expect(second).toMatch(/^ort_/);
    expect(second).not.toBe(first);
    expect(
      (await app.inject({ method: 'GET', url: GUARDED, headers: bearer(session) })).statusCode,
    ).toBe(200);

    clock.advanceSeconds(REFRESH_REUSE_GRACE_MS / 1000 + 1);
    const replayed = await app.inject({
      method: 'POST',
      url: `${SESSIONS}/refresh`,
      headers: { ...SAME_ORIGIN_FETCH, cookie: `orbit_refresh=${first}` },
    });
    expectRefused(replayed, 401, SESSION_ERROR_CODES.invalidRefreshToken);
    // Reuse revoked the family: the cookie the browser holds is dead too.
    expectRefused(await post('refresh'), 401, SESSION_ERROR_CODES.invalidRefreshToken);
  });

  it('without the cookie or the header, refresh is refused with invalid-auth-headers', async () => {
    const { app } = await browserWithSession();
    const response = await app.inject({
      method: 'POST',
      url: `${SESSIONS}/refresh`,
      headers: SAME_ORIGIN_FETCH,
    });
    expectRefused(response, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
  });

  it('is cleared by sessions/end, which ends the session it belonged to', async () => {
    const { app, browser, post, started } = await browserWithSession();
    const session = sessionSchema.parse(started.json());
    const held = browser.get('orbit_refresh');
    const ended = await post('end');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ revokedSessions: 1 });
    expect(refreshCookieOf(ended)).toMatchObject({ value: '', path: '/session/v1/sessions' });
    expect(browser.get('orbit_refresh')).toBeUndefined();
    expect(
      (await app.inject({ method: 'GET', url: GUARDED, headers: bearer(session) })).statusCode,
    ).toBe(401);
    const stolen = await app.inject({
      method: 'POST',
      url: `${SESSIONS}/refresh`,
      headers: { 'x-refresh-token': held ?? '' },
    });
    expectRefused(stolen, 401, SESSION_ERROR_CODES.invalidRefreshToken);
    // Signing out twice, or with nothing, is still a sign-out.
    expect((await post('end')).json()).toEqual({ revokedSessions: 0 });
  });

  it('is cleared by revoke/all', async () => {
    const { post, started, browser } = await browserWithSession();
    const session = sessionSchema.parse(started.json());
    const revoked = await post('revoke/all', bearer(session));
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(refreshCookieOf(revoked)?.value).toBe('');
    expect(browser.get('orbit_refresh')).toBeUndefined();
  });
});
