import { careErrorBodySchema, SESSION_TIMED_OUT_KEY } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careSessions } from '../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { signIn, startAnonymousSession } from '../../testing/service-sessions.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { careOk } from '../http/care-envelope.ts';
import { requireCareSession } from './require-care-session.ts';

const GUARDED = '/services/test/guarded';

/** The real app plus one care route behind requireCareSession, as later modules will write them. */
async function appWithGuardedRoute(env: Record<string, string> = {}) {
  const testApp = await createTestApp({ env });
  testApp.app.get(GUARDED, { preHandler: requireCareSession }, async (request) =>
    careOk({ sessionId: request.careSession?.id, identityId: request.careSession?.identityId }),
  );
  const start = await testApp.app.inject({ method: 'GET', url: '/services/utility/env-info' });
  return {
    ...testApp,
    cookie: cookieHeaderFrom(start),
    sessionId: start.json().data.sessionInfo.id,
  };
}

function expectSessionTimedOut(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(careErrorBodySchema.parse(response.json())).toEqual({
    error: {
      errorType: 'BUSINESS',
      errorCode: 'SESSION_TIMED_OUT',
      errorPropKey: SESSION_TIMED_OUT_KEY,
      fieldErrors: [],
    },
  });
}

describe('requireCareSession', () => {
  it('lets a live session through and exposes it to the handler', async () => {
    const { app, cookie, sessionId } = await appWithGuardedRoute();
    const response = await app.inject({ method: 'GET', url: GUARDED, headers: cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ sessionId, identityId: null });
  });

  it('answers 401 with the session-timed-out key after the idle timeout', async () => {
    const { app, clock, cookie } = await appWithGuardedRoute();
    clock.advanceSeconds(1199);
    expect((await app.inject({ method: 'GET', url: GUARDED, headers: cookie })).statusCode).toBe(
      200,
    );

    clock.advanceSeconds(1200);
    expectSessionTimedOut(await app.inject({ method: 'GET', url: GUARDED, headers: cookie }));
  });

  it('counts each guarded call as activity, so a busy session stays open', async () => {
    const { app, clock, cookie } = await appWithGuardedRoute();
    for (let step = 0; step < 3; step += 1) {
      clock.advanceSeconds(1000);
      expect((await app.inject({ method: 'GET', url: GUARDED, headers: cookie })).statusCode).toBe(
        200,
      );
    }
  });

  it("records a busy session's activity at most once a minute, and still keeps it open", async () => {
    const { app, clock, cookie, db, sessionId } = await appWithGuardedRoute();
    const call = () => app.inject({ method: 'GET', url: GUARDED, headers: cookie });
    const lastSeen = async () =>
      (await db.select().from(careSessions).where(eq(careSessions.id, sessionId)))[0]?.lastSeenAt;
    clock.advanceSeconds(100);
    await call();
    const recorded = await lastSeen();
    expect(recorded?.getTime()).toBe(clock.now().getTime());

    clock.advanceSeconds(30);
    await call();
    expect(await lastSeen()).toEqual(recorded);

    clock.advanceSeconds(31);
    await call();
    expect((await lastSeen())?.getTime()).toBe(clock.now().getTime());
    // Idle from the recorded use: 1,199 s after it, the session is still open.
    clock.advanceSeconds(1199);
    expect((await call()).statusCode).toBe(200);
  });

  it('answers 401 with the session-timed-out key without any session cookie', async () => {
    const { app } = await appWithGuardedRoute();
    expectSessionTimedOut(await app.inject({ method: 'GET', url: GUARDED }));
  });

  describe('a script-readable AUTH_TOKEN cookie is no sign-in (ADR 023)', () => {
    const withServiceSession = (cookie: { cookie: string }, accessToken: string) => ({
      cookie: `${cookie.cookie}; AUTH_TOKEN=${encodeURIComponent(
        JSON.stringify({ session: { accessToken, refreshToken: 'r' } }),
      )}`,
    });

    it('sees nobody for a live signed-in, an anonymous, an unknown or an unreadable token', async () => {
      const testApp = await appWithGuardedRoute();
      const { session: signedIn } = await signIn(testApp, DEMO_IDENTITIES.accountHolder.id);
      const { session: anonymous } = await startAnonymousSession(testApp.app);
      for (const cookie of [
        withServiceSession(testApp.cookie, signedIn.accessToken),
        withServiceSession(testApp.cookie, anonymous.accessToken),
        withServiceSession(testApp.cookie, 'not-a-token'),
        { cookie: `${testApp.cookie.cookie}; AUTH_TOKEN=%7Bbroken` },
      ]) {
        const response = await testApp.app.inject({ method: 'GET', url: GUARDED, headers: cookie });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.identityId).toBeNull();
      }
    });
  });
});
