import { careSuccessSchema, envInfoSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careSessions } from '../../db/schema/index.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { cookieHeaderFrom, sessionCookieOf } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';

const ENV_INFO = '/services/utility/env-info';
const envInfoEnvelope = careSuccessSchema(envInfoSchema);

/** A call that needs the care session (and so stores it). */
const useSession = (app: App, cookie: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/services/authenticate/validate-login',
    headers: cookie,
    payload: {},
  });

describe('GET /services/utility/env-info', () => {
  it('answers the care envelope with mode, build info, server time and the session', async () => {
    const { app, clock } = await createTestApp({ env: { BUILD_TAG: 'v1.2.3' } });
    const response = await app.inject({ method: 'GET', url: ENV_INFO });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = envInfoEnvelope.parse(response.json());
    expect(body).toMatchObject({ status: 'SUCCESS', httpStatusCode: 200, httpStatus: 'OK' });
    expect(body.data).toMatchObject({
      mode: 'test',
      country: 'us',
      buildInfo: { tag: 'v1.2.3', pvtTime: clock.now().toISOString() },
      sessionInfo: { idleTimeout: 1200, absoluteTimeout: 43_200 },
    });
    expect(body.data.sessionInfo.id).toMatch(/^cs_[0-9a-f]{32}$/);
    expect(body.data.sessionInfo.expiresAt).toBe(
      new Date(clock.now().getTime() + 1_200_000).toISOString(),
    );
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie holding a 256-bit secret, not the session id', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: ENV_INFO });
    const cookie = sessionCookieOf(response);

    expect(cookie).toMatchObject({
      name: 'orbit_care_session',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.value).not.toContain(envInfoEnvelope.parse(response.json()).data.sessionInfo.id);
  });

  it('uses the __Host- prefix and Secure when COOKIE_SECURE is on', async () => {
    const { app } = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    const response = await app.inject({ method: 'GET', url: ENV_INFO });
    expect(sessionCookieOf(response)).toMatchObject({
      name: '__Host-orbit_care_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(sessionCookieOf(response)?.domain).toBeUndefined();
  });

  it('stores nothing until a call needs the session, then only a hash of the cookie secret', async () => {
    const { app, db } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: ENV_INFO });
    const secret = sessionCookieOf(response)?.value ?? '';
    const id = envInfoEnvelope.parse(response.json()).data.sessionInfo.id;
    const rowsOf = () => db.select().from(careSessions).where(eq(careSessions.id, id));
    expect(await rowsOf()).toEqual([]);

    const needing = await useSession(app, cookieHeaderFrom(response));
    expect(needing.statusCode).toBe(200);
    const [row] = await rowsOf();
    expect(row).toBeDefined();
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('resumes the session of a valid cookie: same id, no new cookie, expiry pushed forward', async () => {
    const { app, clock } = await createTestApp();
    const first = await app.inject({ method: 'GET', url: ENV_INFO });
    await useSession(app, cookieHeaderFrom(first));
    clock.advanceSeconds(600);
    const second = await app.inject({
      method: 'GET',
      url: ENV_INFO,
      headers: cookieHeaderFrom(first),
    });

    const before = envInfoEnvelope.parse(first.json()).data.sessionInfo;
    const after = envInfoEnvelope.parse(second.json()).data.sessionInfo;
    expect(after.id).toBe(before.id);
    expect(sessionCookieOf(second)).toBeUndefined();
    expect(Date.parse(after.expiresAt) - Date.parse(before.expiresAt)).toBe(600_000);
  });

  it('starts a new session when the cookie has been idle past the idle timeout', async () => {
    const { app, clock } = await createTestApp();
    const first = await app.inject({ method: 'GET', url: ENV_INFO });
    clock.advanceSeconds(1200);
    const second = await app.inject({
      method: 'GET',
      url: ENV_INFO,
      headers: cookieHeaderFrom(first),
    });

    expect(envInfoEnvelope.parse(second.json()).data.sessionInfo.id).not.toBe(
      envInfoEnvelope.parse(first.json()).data.sessionInfo.id,
    );
    expect(sessionCookieOf(second)?.value).not.toBe(sessionCookieOf(first)?.value);
  });

  it('ends a session at its absolute timeout however active it is', async () => {
    const { app, clock } = await createTestApp({
      env: { SESSION_IDLE_TIMEOUT_SECONDS: '600', SESSION_ABSOLUTE_TIMEOUT_SECONDS: '1000' },
    });
    const first = await app.inject({ method: 'GET', url: ENV_INFO });
    const cookie = cookieHeaderFrom(first);
    const firstId = envInfoEnvelope.parse(first.json()).data.sessionInfo.id;
    await useSession(app, cookie);

    clock.advanceSeconds(500);
    const active = await app.inject({ method: 'GET', url: ENV_INFO, headers: cookie });
    const activeInfo = envInfoEnvelope.parse(active.json()).data.sessionInfo;
    expect(activeInfo.id).toBe(firstId);
    // The absolute end (1000 s after the start) comes before the idle one (500 + 600 s).
    expect(activeInfo.expiresAt).toBe(
      new Date(Date.parse(first.json().data.buildInfo.pvtTime) + 1_000_000).toISOString(),
    );

    clock.advanceSeconds(500);
    const ended = await app.inject({ method: 'GET', url: ENV_INFO, headers: cookie });
    expect(envInfoEnvelope.parse(ended.json()).data.sessionInfo.id).not.toBe(firstId);
  });

  it('starts a new session for an unknown or malformed cookie', async () => {
    const { app } = await createTestApp();
    for (const value of ['A'.repeat(43), 'not a secret', '']) {
      const response = await app.inject({
        method: 'GET',
        url: ENV_INFO,
        cookies: { orbit_care_session: value },
      });
      expect(response.statusCode).toBe(200);
      expect(sessionCookieOf(response)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('reports the country from the host name (can.localhost is Canada)', async () => {
    const { app } = await createTestApp();
    const canada = await app.inject({
      method: 'GET',
      url: ENV_INFO,
      headers: { host: 'can.localhost:8080' },
    });
    const dotCa = await app.inject({
      method: 'GET',
      url: ENV_INFO,
      headers: { host: 'care.orbitradio.ca' },
    });
    const us = await app.inject({
      method: 'GET',
      url: ENV_INFO,
      headers: { host: 'care.orbitradio.com' },
    });
    expect(envInfoEnvelope.parse(canada.json()).data.country).toBe('ca');
    expect(envInfoEnvelope.parse(dotCa.json()).data.country).toBe('ca');
    expect(envInfoEnvelope.parse(us.json()).data.country).toBe('us');
  });

  it('believes X-Forwarded-Host only when TRUST_PROXY says so', async () => {
    const headers = { host: 'internal:8080', 'x-forwarded-host': 'care.orbitradio.ca' };
    const trusting = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const direct = await createTestApp();
    const viaProxy = await trusting.app.inject({ method: 'GET', url: ENV_INFO, headers });
    const spoofed = await direct.app.inject({ method: 'GET', url: ENV_INFO, headers });
    expect(envInfoEnvelope.parse(viaProxy.json()).data.country).toBe('ca');
    expect(envInfoEnvelope.parse(spoofed.json()).data.country).toBe('us');
  });

  it('echoes a sane incoming x-request-id and replaces an unsafe one', async () => {
    const { app } = await createTestApp();
    const kept = await app.inject({
      method: 'GET',
      url: ENV_INFO,
      headers: { 'x-request-id': 'trace-0123456789' },
    });
    const replaced = await app.inject({
      method: 'GET',
      url: ENV_INFO,
      headers: { 'x-request-id': 'bad id\n<script>' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-0123456789');
    expect(replaced.headers['x-request-id']).toMatch(/^req_[A-Za-z0-9_-]+$/);
  });
});
