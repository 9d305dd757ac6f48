import { revokeAllSessionsResultSchema, SESSION_ERROR_CODES } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFamilies, sessions } from '../../db/schema/index.ts';
import { requireAccessToken, sessionOf } from '../../platform/auth/require-access-token.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import { freshClock } from '../../testing/identities.ts';
import {
  bearer,
  cookielessSessionSchema,
  createDeviceGrant,
  signIn,
  startAnonymousSession,
  withGrant,
} from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { hashCredential } from './credentials.ts';
import { issueSignInGrant } from './sign-in-grants.ts';

const ANONYMOUS = '/session/v1/sessions/anonymous';
const AUTHENTICATED = '/session/v1/sessions/authenticated';
const DEVICE = '/session/v1/sessions/device';
const REVOKE_ALL = '/session/v1/sessions/revoke/all';
const GUARDED = '/session/v1/test/whoami';

/** The real app plus one route behind requireAccessToken, as later modules will write them. */
async function appWithGuardedRoute(env: Record<string, string> = {}) {
  const testApp = await createTestApp({ env });
  testApp.app.get(GUARDED, { preHandler: requireAccessToken }, async (request) =>
    sessionOf(request),
  );
  return testApp;
}

describe('POST /session/v1/sessions/anonymous', () => {
  it('starts an anonymous session for the device, tokens stored only as hashes', async () => {
    const { app, db, clock } = await createTestApp();
    const device = await createDeviceGrant(app);
    const response = await app.inject({
      method: 'POST',
      url: ANONYMOUS,
      headers: withGrant(device),
      payload: { location: { country: 'ca', region: 'qc', latitude: 45.5, longitude: -73.6 } },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const session = cookielessSessionSchema.parse(response.json());
    expect(session).toMatchObject({
      sessionType: 'anonymous',
      accessTokenExpiresAt: new Date(clock.now().getTime() + 900_000).toISOString(),
      refreshTokenExpiresAt: new Date(clock.now().getTime() + 30 * 86_400_000).toISOString(),
      location: { country: 'CA', region: 'QC' },
    });
    expect(session.accessToken).toMatch(/^oat_[A-Za-z0-9_-]{43}$/);
    expect(session.refreshToken).toMatch(/^ort_[A-Za-z0-9_-]{43}$/);
    expect(session.accessTokenId).toMatch(/^at_[0-9a-f]{32}$/);
    expect(session.convergenceToken).toBeUndefined();

    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.accessTokenId, session.accessTokenId));
    expect(row?.accessTokenHash).toBe(hashCredential(session.accessToken));
    expect(row?.refreshTokenHash).toBe(hashCredential(session.refreshToken));
    expect(JSON.stringify(row)).not.toContain(session.accessToken);
    const [family] = await db
      .select()
      .from(sessionFamilies)
      .where(eq(sessionFamilies.id, row?.familyId ?? ''));
    expect(family).toMatchObject({ deviceId: device.deviceId, identityId: null });
  });

  it('needs no body at all', async () => {
    const { app } = await createTestApp();
    const { session } = await startAnonymousSession(app);
    expect(session.location).toBeNull();
  });

  it.each([
    ['no grant', {}],
    ['an unknown grant', { 'x-device-grant': 'odg_not-a-grant' }],
  ])('answers 401 invalid-auth-headers with %s', async (_name, headers) => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'POST', url: ANONYMOUS, headers });
    const body = expectRefused(response, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
    expect(body.description).toBe('A valid device grant is required in X-Device-Grant.');
  });

  it('answers 401 invalid-auth-headers once the device grant has expired', async () => {
    const { app, clock } = await createTestApp();
    const device = await createDeviceGrant(app);
    clock.advanceSeconds(86_400);
    const response = await app.inject({
      method: 'POST',
      url: ANONYMOUS,
      headers: withGrant(device),
    });
    expectRefused(response, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
  });

  it('refuses a location with unknown fields, naming them', async () => {
    const { app } = await createTestApp();
    const device = await createDeviceGrant(app);
    const response = await app.inject({
      method: 'POST',
      url: ANONYMOUS,
      headers: withGrant(device),
      payload: { location: { country: 'US', city: 'Austin' } },
    });
    expect(expectRefused(response, 400, 'INVALID_PAYLOAD').invalidFields).toEqual([
      { fieldName: 'location.city', errorCode: 'UNKNOWN_FIELD' },
    ]);
  });

  it('answers 429 RATE_LIMIT_EXCEEDED past the per-address budget', async () => {
    // A day of its own: the counters are in the file's database, which other tests count in too.
    const { app } = await createTestApp({
      clock: freshClock(),
      env: { ANONYMOUS_SESSION_RATE_LIMIT_PER_MINUTE: '2' },
    });
    const device = await createDeviceGrant(app);
    const start = () => app.inject({ method: 'POST', url: ANONYMOUS, headers: withGrant(device) });
    expect((await start()).statusCode).toBe(200);
    expect((await start()).statusCode).toBe(200);
    expectRefused(await start(), 429, 'RATE_LIMIT_EXCEEDED');
  });
});

describe('POST /session/v1/sessions/authenticated and /device', () => {
  it('trades an identity grant for an authenticated session of that identity', async () => {
    const testApp = await appWithGuardedRoute();
    const { device, session } = await signIn(testApp, 'idn_ana');
    expect(session.sessionType).toBe('authenticated');

    const whoami = await testApp.app.inject({
      method: 'GET',
      url: GUARDED,
      headers: bearer(session),
    });
    expect(whoami.json()).toMatchObject({
      identityId: 'idn_ana',
      sessionType: 'authenticated',
      accessTokenId: session.accessTokenId,
      deviceId: device.deviceId,
    });
  });

  it('trades a device-authorization grant at sessions/device', async () => {
    const testApp = await createTestApp();
    const { session } = await signIn(testApp, 'idn_tv_owner', { kind: 'device-authorization' });
    expect(session.sessionType).toBe('authenticated');
  });

  it('takes each grant once, and only at its own endpoint, before it expires', async () => {
    const { app, db, clock } = await createTestApp();
    const device = await createDeviceGrant(app);
    const trade = (url: string, grant: string) =>
      app.inject({ method: 'POST', url, headers: withGrant(device), payload: { grant } });
    const code = SESSION_ERROR_CODES.invalidCredentials;

    const identity = await issueSignInGrant(
      db,
      { identityId: 'idn_bo', kind: 'identity' },
      clock.now,
    );
    expectRefused(await trade(DEVICE, identity.grant), 401, code);
    expect((await trade(AUTHENTICATED, identity.grant)).statusCode).toBe(200);
    expectRefused(await trade(AUTHENTICATED, identity.grant), 401, code);

    const late = await issueSignInGrant(db, { identityId: 'idn_bo', kind: 'identity' }, clock.now);
    clock.advanceSeconds(300);
    expectRefused(await trade(AUTHENTICATED, late.grant), 401, code);
    expectRefused(await trade(AUTHENTICATED, 'osg_unknown'), 401, code);
  });

  it('never lives longer than five minutes, whatever is asked', async () => {
    const { db, clock } = await createTestApp();
    const issued = await issueSignInGrant(
      db,
      { identityId: 'idn_x', kind: 'identity', ttlSeconds: 3600 },
      clock.now,
    );
    expect(issued.expiresAt.getTime() - clock.now().getTime()).toBe(300_000);
  });

  it('needs the device grant', async () => {
    const { app, db, clock } = await createTestApp();
    const { grant } = await issueSignInGrant(
      db,
      { identityId: 'idn_c', kind: 'identity' },
      clock.now,
    );
    const response = await app.inject({ method: 'POST', url: AUTHENTICATED, payload: { grant } });
    expectRefused(response, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
  });
});

describe('requireAccessToken', () => {
  it('lets a live token through and tells missing, unknown and expired apart', async () => {
    const { app, clock } = await appWithGuardedRoute();
    const { session } = await startAnonymousSession(app);
    const call = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: GUARDED, headers });

    expect((await call(bearer(session))).json()).toMatchObject({
      sessionType: 'anonymous',
      identityId: null,
    });
    const missing = expectRefused(await call({}), 401, 'UNAUTHENTICATED');
    expect(missing.description).toMatch(/required/);
    const malformed = await call({ authorization: `Basic ${session.accessToken}` });
    expectRefused(malformed, 401, 'UNAUTHENTICATED');
    const unknown = expectRefused(
      await call({ authorization: 'Bearer oat_unknown' }),
      401,
      'UNAUTHENTICATED',
    );
    expect(unknown.description).toBe('The access token is not valid.');

    clock.advanceSeconds(899);
    expect((await call(bearer(session))).statusCode).toBe(200);
    clock.advanceSeconds(1);
    const expired = expectRefused(await call(bearer(session)), 401, 'UNAUTHENTICATED');
    expect(expired.description).toBe('The access token has expired.');
  });

  it('honours ACCESS_TOKEN_TTL_SECONDS', async () => {
    const { app, clock } = await appWithGuardedRoute({ ACCESS_TOKEN_TTL_SECONDS: '120' });
    const { session } = await startAnonymousSession(app);
    clock.advanceSeconds(120);
    const response = await app.inject({ method: 'GET', url: GUARDED, headers: bearer(session) });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /session/v1/sessions/revoke/all', () => {
  it('for an anonymous caller, ends its own family only', async () => {
    const { app } = await appWithGuardedRoute();
    const mine = await startAnonymousSession(app);
    const other = await startAnonymousSession(app);

    const response = await app.inject({
      method: 'POST',
      url: REVOKE_ALL,
      headers: bearer(mine.session),
    });
    expect(response.statusCode).toBe(200);
    expect(revokeAllSessionsResultSchema.parse(response.json())).toEqual({ revokedSessions: 1 });

    const call = (session: { accessToken: string }) =>
      app.inject({ method: 'GET', url: GUARDED, headers: bearer(session) });
    const revoked = expectRefused(await call(mine.session), 401, 'UNAUTHENTICATED');
    expect(revoked.description).toBe('The session has been revoked.');
    expect((await call(other.session)).statusCode).toBe(200);
  });

  it('for a signed-in caller, ends every session of the identity on every device', async () => {
    const testApp = await appWithGuardedRoute();
    const { app } = testApp;
    const laptop = await signIn(testApp, 'idn_dana');
    const phone = await signIn(testApp, 'idn_dana');
    const stranger = await signIn(testApp, 'idn_eli');

    const response = await app.inject({
      method: 'POST',
      url: REVOKE_ALL,
      headers: bearer(laptop.session),
    });
    expect(response.json()).toEqual({ revokedSessions: 2 });

    const call = (session: { accessToken: string }) =>
      app.inject({ method: 'GET', url: GUARDED, headers: bearer(session) });
    expect((await call(laptop.session)).statusCode).toBe(401);
    expect((await call(phone.session)).statusCode).toBe(401);
    expect((await call(stranger.session)).statusCode).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/session/v1/sessions/refresh',
      headers: { 'x-refresh-token': phone.session.refreshToken },
      payload: {},
    });
    expectRefused(refresh, 401, SESSION_ERROR_CODES.invalidRefreshToken);
  });

  it('needs a bearer token', async () => {
    const { app } = await createTestApp();
    expectRefused(await app.inject({ method: 'POST', url: REVOKE_ALL }), 401, 'UNAUTHENTICATED');
  });
});
