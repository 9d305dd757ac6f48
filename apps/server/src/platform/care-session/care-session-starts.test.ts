import { careErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careSessions } from '../../db/schema/index.ts';
import { freshClock } from '../../testing/identities.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createCareSessionStore } from './session-store.ts';

const ENV_INFO = '/services/utility/env-info';

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
    const idOf = async () =>
      (await app.inject({ method: 'GET', url: ENV_INFO })).json().data.sessionInfo.id as string;
    const early = await idOf();
    clock.advanceSeconds(600);
    const later = await idOf();
    // The default idle timeout is 20 minutes: the early session has just run out.
    clock.advanceSeconds(600);
    const purged = await createCareSessionStore(db).purgeExpired(clock.now());
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    const remaining = async (id: string) =>
      db.select().from(careSessions).where(eq(careSessions.id, id));
    expect(await remaining(early)).toEqual([]);
    expect(await remaining(later)).toHaveLength(1);
  });
});
