import { careErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { careSessions } from '../../db/schema/index.ts';
import { freshClock } from '../../testing/identities.ts';
import { cookieHeaderFrom, sessionCookieOf } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { App } from '../http/app-instance.ts';
import { createCareSessionStore } from './session-store.ts';

const ENV_INFO = '/services/utility/env-info';

/** A call that needs the care session, and so stores a deferred one. */
const needSession = (app: App, cookie: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/services/authenticate/validate-login',
    headers: cookie,
    payload: {},
  });

const rowsOf = (db: Db, id: string) =>
  db.select().from(careSessions).where(eq(careSessions.id, id));

describe('new care sessions', () => {
  it('are limited per client address, while a visitor with a live session is never refused', async () => {
    const { app, clock } = await createTestApp({
      clock: freshClock(),
      env: { CARE_SESSION_STARTS_PER_IP_PER_MINUTE: '3' },
    });
    const first = await app.inject({ method: 'GET', url: ENV_INFO });
    expect(first.statusCode).toBe(200);
    for (let start = 2; start <= 3; start += 1) {
      expect((await app.inject({ method: 'GET', url: ENV_INFO })).statusCode).toBe(200);
    }
    const refused = await app.inject({ method: 'GET', url: ENV_INFO });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(careErrorBodySchema.parse(refused.json()).error.errorCode).toBe('RATE_LIMIT_EXCEEDED');

    const resumed = await app.inject({
      method: 'GET',
      url: ENV_INFO,
      headers: cookieHeaderFrom(first),
    });
    expect(resumed.statusCode).toBe(200);
    clock.advanceSeconds(60);
    expect((await app.inject({ method: 'GET', url: ENV_INFO })).statusCode).toBe(200);
  });

  it('past their idle or absolute expiry are purged, live ones kept', async () => {
    const { app, db, clock } = await createTestApp({ clock: freshClock() });
    const storedSession = async () => {
      const started = await app.inject({ method: 'GET', url: ENV_INFO });
      await needSession(app, cookieHeaderFrom(started));
      return started.json().data.sessionInfo.id as string;
    };
    const early = await storedSession();
    clock.advanceSeconds(600);
    const later = await storedSession();
    // The default idle timeout is 20 minutes: the early session has just run out.
    clock.advanceSeconds(600);
    const purged = await createCareSessionStore(db).purgeExpired(clock.now());
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(db, early)).toEqual([]);
    expect(await rowsOf(db, later)).toHaveLength(1);
  });
});

describe("a new visitor's care session", () => {
  it('is not stored by env-info: page loads without cookies leave no rows', async () => {
    const { app, db } = await createTestApp({ clock: freshClock() });
    const before = await db.$count(careSessions);
    const ids = new Set<string>();
    for (let load = 0; load < 50; load += 1) {
      const response = await app.inject({ method: 'GET', url: ENV_INFO });
      expect(response.statusCode).toBe(200);
      ids.add(response.json().data.sessionInfo.id);
    }
    expect(ids.size).toBe(50);
    expect(await db.$count(careSessions)).toBe(before);
  });

  it('is stored once, under the id env-info reported, by the first calls that need it, even racing', async () => {
    const { app, db } = await createTestApp({ clock: freshClock() });
    const started = await app.inject({ method: 'GET', url: ENV_INFO });
    const id = started.json().data.sessionInfo.id as string;
    const calls = await Promise.all(
      Array.from({ length: 5 }, () => needSession(app, cookieHeaderFrom(started))),
    );
    expect(calls.map((call) => call.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowsOf(db, id)).toHaveLength(1);
    const again = await app.inject({
      method: 'GET',
      url: ENV_INFO,
      headers: cookieHeaderFrom(started),
    });
    expect(again.json().data.sessionInfo.id).toBe(id);
  });

  it('is refused when its secret was not made by this server or was altered', async () => {
    const { app, db } = await createTestApp({ clock: freshClock() });
    const before = await db.$count(careSessions);
    const started = await app.inject({ method: 'GET', url: ENV_INFO });
    const secret = sessionCookieOf(started)?.value ?? '';
    const last = secret.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${secret.slice(0, -2)}${last}${secret.at(-1)}`;
    for (const value of [altered, 'A'.repeat(43)]) {
      const refused = await needSession(app, { cookie: `orbit_care_session=${value}` });
      expect(refused.statusCode).toBe(401);
      expect(careErrorBodySchema.parse(refused.json()).error.errorCode).toBe('SESSION_TIMED_OUT');
    }
    expect(await db.$count(careSessions)).toBe(before);
  });

  it('never comes back once ended: signing out kills the cookie it had for good', async () => {
    const { app } = await createTestApp({ clock: freshClock() });
    const started = await app.inject({ method: 'GET', url: ENV_INFO });
    const cookie = cookieHeaderFrom(started);
    expect((await needSession(app, cookie)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/services/authenticate/logout',
      headers: cookie,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const replayed = await needSession(app, cookie);
    expect(replayed.statusCode).toBe(401);
    const fresh = await app.inject({ method: 'GET', url: ENV_INFO, headers: cookie });
    expect(fresh.json().data.sessionInfo.id).not.toBe(started.json().data.sessionInfo.id);
  });

  it('runs out one idle timeout after it began when nothing stored it', async () => {
    const { app, clock } = await createTestApp({ clock: freshClock() });
    const started = await app.inject({ method: 'GET', url: ENV_INFO });
    clock.advanceSeconds(1200);
    const late = await needSession(app, cookieHeaderFrom(started));
    expect(late.statusCode).toBe(401);
    expect(careErrorBodySchema.parse(late.json()).error.errorCode).toBe('SESSION_TIMED_OUT');
  });
});
