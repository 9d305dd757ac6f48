import { SESSION_ERROR_CODES, serviceErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFamilies } from '../../db/schema/index.ts';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  bearer,
  type CookielessSession,
  cookielessSessionSchema,
  refreshSession,
  signIn,
  startAnonymousSession,
} from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { markEntitlementsChanged } from './convergence.ts';
import { REFRESH_REUSE_GRACE_MS } from './rotate-session.ts';

const GUARDED = '/session/v1/test/guarded';
const MIGRATE = '/session/v1/sessions/migrate';

async function appWithGuardedRoute(env: Record<string, string> = {}) {
  const testApp = await createTestApp({ env });
  testApp.app.get(GUARDED, { preHandler: requireAccessToken }, async () => ({ ok: true }));
  return testApp;
}

const refreshed = (response: {
  statusCode: number;
  body: string;
  json(): unknown;
}): CookielessSession => {
  expect(response.statusCode, response.body).toBe(200);
  return cookielessSessionSchema.parse(response.json());
};

describe('POST /session/v1/sessions/refresh', () => {
  it('rotates both tokens and keeps the session type and the family', async () => {
    const { app, clock } = await appWithGuardedRoute();
    const { session } = await startAnonymousSession(app);
    clock.advanceSeconds(600);

    const response = await refreshSession(app, session.refreshToken, {
      payload: { location: { country: 'US', region: 'TX' } },
    });
    const next = refreshed(response);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(next).toMatchObject({
      sessionType: 'anonymous',
      entitlementHash: session.entitlementHash,
      location: { country: 'US', region: 'TX' },
      accessTokenExpiresAt: new Date(clock.now().getTime() + 900_000).toISOString(),
    });
    expect(next.accessToken).not.toBe(session.accessToken);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.accessTokenId).not.toBe(session.accessTokenId);
    const call = await app.inject({ method: 'GET', url: GUARDED, headers: bearer(next) });
    expect(call.statusCode).toBe(200);
  });

  it('keeps an authenticated session authenticated', async () => {
    const testApp = await createTestApp();
    const { session } = await signIn(testApp, 'idn_refresh');
    expect(refreshed(await refreshSession(testApp.app, session.refreshToken)).sessionType).toBe(
      'authenticated',
    );
  });

  it('keeps the location when the body has none, and takes no body at all', async () => {
    const { app } = await createTestApp();
    const { device } = await startAnonymousSession(app);
    const start = await app.inject({
      method: 'POST',
      url: '/session/v1/sessions/anonymous',
      headers: { 'x-device-grant': device.grant },
      payload: { location: { country: 'CA' } },
    });
    const session = cookielessSessionSchema.parse(start.json());
    const bodiless = await app.inject({
      method: 'POST',
      url: '/session/v1/sessions/refresh',
      headers: { 'x-refresh-token': session.refreshToken },
    });
    expect(refreshed(bodiless).location).toEqual({ country: 'CA' });
  });

  it('treats a rotated refresh token presented again as theft: the whole family is revoked', async () => {
    const { app, db, clock } = await appWithGuardedRoute();
    const { session } = await startAnonymousSession(app);
    const next = refreshed(await refreshSession(app, session.refreshToken));
    clock.advanceSeconds(REFRESH_REUSE_GRACE_MS / 1000);

    const reuse = expectRefused(
      await refreshSession(app, session.refreshToken),
      401,
      SESSION_ERROR_CODES.invalidRefreshToken,
    );
    expect(reuse.description).toMatch(/already used/);
    expect(reuse.description).not.toContain(session.refreshToken);

    // The legitimate holder of the newest tokens is cut off too: we cannot tell who is who.
    expect(
      (await app.inject({ method: 'GET', url: GUARDED, headers: bearer(next) })).statusCode,
    ).toBe(401);
    expectRefused(
      await refreshSession(app, next.refreshToken),
      401,
      SESSION_ERROR_CODES.invalidRefreshToken,
    );
    const families = await db
      .select({ reason: sessionFamilies.revokedReason })
      .from(sessionFamilies)
      .where(eq(sessionFamilies.revokedReason, 'refresh-token-reuse'));
    expect(families).toHaveLength(1);
  });

  it('lets exactly one of two concurrent refreshes with one token win', async () => {
    const { app } = await createTestApp();
    const { session } = await startAnonymousSession(app);

    const answers = await Promise.all([
      refreshSession(app, session.refreshToken),
      refreshSession(app, session.refreshToken),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const loser = answers.find((answer) => answer.statusCode === 401);
    expect(serviceErrorBodySchema.parse(loser?.json()).code).toBe(
      SESSION_ERROR_CODES.invalidRefreshToken,
    );
    // Within the grace period the loser is another tab racing the rotation, not a thief: the
    // winner's pair keeps working.
    const winner = cookielessSessionSchema.parse(
      answers.find((answer) => answer.statusCode === 200)?.json(),
    );
    expect((await refreshSession(app, winner.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a token replaced moments ago without revoking, and revokes once the grace period is over', async () => {
    const { app, clock } = await createTestApp();
    const { session } = await startAnonymousSession(app);
    const next = refreshed(await refreshSession(app, session.refreshToken));

    clock.advanceSeconds(REFRESH_REUSE_GRACE_MS / 1000 - 1);
    const raced = expectRefused(
      await refreshSession(app, session.refreshToken),
      401,
      SESSION_ERROR_CODES.invalidRefreshToken,
    );
    expect(raced.description).toMatch(/just replaced/);
    const still = refreshed(await refreshSession(app, next.refreshToken));

    clock.advanceSeconds(REFRESH_REUSE_GRACE_MS / 1000);
    expectRefused(
      await refreshSession(app, next.refreshToken),
      401,
      SESSION_ERROR_CODES.invalidRefreshToken,
    );
    expect((await refreshSession(app, still.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown or expired refresh token with 401 invalid-refresh-token', async () => {
    const { app, clock } = await createTestApp({ env: { REFRESH_TOKEN_TTL_SECONDS: '3600' } });
    const { session } = await startAnonymousSession(app);
    expectRefused(
      await refreshSession(app, 'ort_unknown'),
      401,
      SESSION_ERROR_CODES.invalidRefreshToken,
    );

    clock.advanceSeconds(3600);
    const expired = expectRefused(
      await refreshSession(app, session.refreshToken),
      401,
      SESSION_ERROR_CODES.invalidRefreshToken,
    );
    expect(expired.description).toBe('The refresh token has expired.');
  });

  it('works after the access token expired, which is what it is for', async () => {
    const { app, clock } = await createTestApp();
    const { session } = await startAnonymousSession(app);
    clock.advanceSeconds(3600);
    refreshed(await refreshSession(app, session.refreshToken));
  });

  it('answers 401 invalid-auth-headers without X-Refresh-Token, ignoring any Authorization', async () => {
    const { app } = await createTestApp();
    const { session } = await startAnonymousSession(app);
    const response = await app.inject({
      method: 'POST',
      url: '/session/v1/sessions/refresh',
      headers: bearer(session),
      payload: {},
    });
    expectRefused(response, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
  });
});

describe('the convergence token', () => {
  it('is announced on bearer calls once entitlements change and renews entitlementHash on refresh', async () => {
    const testApp = await appWithGuardedRoute();
    const { app, db } = testApp;
    const { session } = await signIn(testApp, 'idn_converge');
    const before = await app.inject({ method: 'GET', url: GUARDED, headers: bearer(session) });
    expect(before.headers['x-convergence-token']).toBeUndefined();

    expect(await markEntitlementsChanged(db, 'idn_converge')).toBe(1);
    const announced = await app.inject({ method: 'GET', url: GUARDED, headers: bearer(session) });
    const token = announced.headers['x-convergence-token'];
    expect(token).toMatch(/^ocv_/);
    // Marking again keeps the pending token: a client already holding it is not sent round twice.
    await markEntitlementsChanged(db, 'idn_converge');
    const again = await app.inject({ method: 'GET', url: GUARDED, headers: bearer(session) });
    expect(again.headers['x-convergence-token']).toBe(token);

    const next = refreshed(
      await refreshSession(app, session.refreshToken, { convergenceToken: String(token) }),
    );
    expect(next.entitlementHash).not.toBe(session.entitlementHash);
    expect(next.convergenceToken).toBeUndefined();
    const after = await app.inject({ method: 'GET', url: GUARDED, headers: bearer(next) });
    expect(after.headers['x-convergence-token']).toBeUndefined();
  });

  it('answers 400 invalid-convergence-token for a wrong one and leaves the refresh token usable', async () => {
    const testApp = await createTestApp();
    const { app, db } = testApp;
    const { session } = await signIn(testApp, 'idn_wrong_token');
    await markEntitlementsChanged(db, 'idn_wrong_token');

    const wrong = await refreshSession(app, session.refreshToken, {
      convergenceToken: 'ocv_wrong',
    });
    const body = expectRefused(wrong, 400, SESSION_ERROR_CODES.invalidConvergenceToken);
    expect(body.description).toBe('invalid-convergence-token');

    // The SDK drops the token and refreshes again: that works, and still says convergence is pending.
    const plain = await refreshSession(app, session.refreshToken);
    const next = refreshed(plain);
    expect(next.entitlementHash).toBe(session.entitlementHash);
    expect(next.convergenceToken).toMatch(/^ocv_/);
    expect(plain.headers['x-convergence-token']).toBe(next.convergenceToken);
  });

  it('is refused when none is pending', async () => {
    const { app } = await createTestApp();
    const { session } = await startAnonymousSession(app);
    const response = await refreshSession(app, session.refreshToken, {
      convergenceToken: 'ocv_stale',
    });
    expectRefused(response, 400, SESSION_ERROR_CODES.invalidConvergenceToken);
  });

  it('only concerns the identity whose entitlements changed', async () => {
    const testApp = await appWithGuardedRoute();
    const { session } = await signIn(testApp, 'idn_untouched');
    await markEntitlementsChanged(testApp.db, 'idn_someone_else');
    const call = await testApp.app.inject({
      method: 'GET',
      url: GUARDED,
      headers: bearer(session),
    });
    expect(call.headers['x-convergence-token']).toBeUndefined();
  });
});

describe('POST /session/v1/sessions/migrate', () => {
  const sxmData = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it("exchanges an earlier client's stored user info for a fresh session", async () => {
    const testApp = await createTestApp();
    const { app } = testApp;
    const { session } = await signIn(testApp, 'idn_migrating');
    const stored = { identityGrant: { grant: 'old' }, handle: 'ana@example.com', session };

    const response = await app.inject({
      method: 'POST',
      url: MIGRATE,
      payload: { sxmData: sxmData(stored) },
    });
    const fresh = refreshed(response);
    expect(fresh.sessionType).toBe('authenticated');
    expect(fresh.refreshToken).not.toBe(session.refreshToken);
    // The stored refresh token is spent like any rotated one.
    expect((await refreshSession(app, session.refreshToken)).statusCode).toBe(401);
  });

  it.each([
    ['not base64url', '***'],
    ['not JSON', Buffer.from('{oops').toString('base64url')],
    ['without a session', sxmData({ handle: 'x' })],
  ])('refuses sxmData that is %s with 400 naming sxmData', async (_name, value) => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: MIGRATE,
      payload: { sxmData: value },
    });
    expect(expectRefused(response, 400, 'INVALID_PAYLOAD').invalidFields).toEqual([
      { fieldName: 'sxmData', errorCode: 'INVALID' },
    ]);
  });

  it('refuses an unknown refresh token with 401 invalid-refresh-token', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: MIGRATE,
      payload: { sxmData: sxmData({ session: { refreshToken: 'ort_forgotten' } }) },
    });
    expectRefused(response, 401, SESSION_ERROR_CODES.invalidRefreshToken);
  });
});
