import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  deviceChallenges,
  devices,
  type sessionFamilies,
  sessions,
  signInGrants,
} from '../../db/schema/index.ts';
import {
  createDeviceGrant,
  refreshSession,
  startAnonymousSession,
  withGrant,
} from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { purgeExpiredRows } from './purge-expired-rows.ts';
import { issueSignInGrant } from './sign-in-grants.ts';

async function rows(db: Db, table: typeof sessions | typeof sessionFamilies | typeof devices) {
  const [row] = await db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

describe('purgeExpiredRows', () => {
  it('keeps what can still work and deletes what never can again', async () => {
    // A database of its own, so the counts are this test's alone.
    const { app, db, clock } = await createTestApp({
      ownDatabase: true,
      env: {
        REFRESH_TOKEN_TTL_SECONDS: '3600',
        DEVICE_REFRESH_GRANT_TTL_SECONDS: '7200',
        DEVICE_GRANT_TTL_SECONDS: '600',
      },
    });
    const devicesBefore = await rows(db, devices);
    // The demo data's linked TV and speaker each hold a live session of their own.
    const sessionsBefore = await rows(db, sessions);
    const { device, session } = await startAnonymousSession(app);
    await refreshSession(app, session.refreshToken);
    await issueSignInGrant(db, { identityId: 'idn_purge', kind: 'identity' }, clock.now);
    await app.inject({ method: 'POST', url: '/device/v1/challenges', headers: withGrant(device) });
    const idleDevice = await createDeviceGrant(app);

    // Nothing has expired yet, except nothing: the rotated row must stay to catch reuse.
    expect(await purgeExpiredRows(db, clock.now())).toEqual({
      signInGrants: 0,
      deviceChallenges: 0,
      sessions: 0,
      sessionFamilies: 0,
      devices: 0,
    });
    expect(await rows(db, sessions)).toBe(sessionsBefore + 2);

    clock.advanceSeconds(3600);
    const report = await purgeExpiredRows(db, clock.now());
    expect(report).toEqual({
      signInGrants: 1,
      deviceChallenges: 1,
      sessions: 2,
      sessionFamilies: 1,
      devices: 0,
    });
    expect(await db.select().from(signInGrants)).toEqual([]);
    expect(await db.select().from(deviceChallenges)).toEqual([]);

    clock.advanceSeconds(3600);
    expect((await purgeExpiredRows(db, clock.now())).devices).toBe(2);
    expect(await db.select().from(devices).where(eq(devices.id, idleDevice.deviceId))).toEqual([]);
    // The seeded legacy device (far-future expiry) is untouched.
    expect(await rows(db, devices)).toBe(devicesBefore);
  });

  it('keeps a device whose refresh grant expired while a session of it lives on', async () => {
    const { app, db, clock } = await createTestApp({
      env: { DEVICE_GRANT_TTL_SECONDS: '600', DEVICE_REFRESH_GRANT_TTL_SECONDS: '3600' },
    });
    const { device } = await startAnonymousSession(app);
    clock.advanceSeconds(7200);
    await purgeExpiredRows(db, clock.now());
    expect(await db.select().from(devices).where(eq(devices.id, device.deviceId))).toHaveLength(1);
  });
});
