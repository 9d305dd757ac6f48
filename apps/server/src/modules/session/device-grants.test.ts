import { CURRENT_GRANT_VERSION, deviceGrantSchema, SESSION_ERROR_CODES } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices } from '../../db/schema/index.ts';
import { LEGACY_DEVICE_GRANT, LEGACY_DEVICE_ID } from '../../db/seed/legacy-device.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import { freshClock } from '../../testing/identities.ts';
import {
  createDeviceGrant,
  DEVICE_CREATION_PAYLOAD,
  insertLegacyDevice,
  startAnonymousSession,
  withGrant,
} from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { hashCredential } from './credentials.ts';

const GRANTS = '/device/v1/grants';
const REFRESH = '/device/v1/grants/refresh';
const MIGRATE = '/device/v1/grants/migrate';
const ANONYMOUS = '/session/v1/sessions/anonymous';

describe('POST /device/v1/grants', () => {
  it('creates a device with a v2 grant and refresh grant, keeping only their hashes', async () => {
    const { app, db, clock } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: GRANTS,
      payload: DEVICE_CREATION_PAYLOAD,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const grant = deviceGrantSchema.parse(response.json());
    expect(grant).toMatchObject({
      grantVersion: CURRENT_GRANT_VERSION,
      grantExpiresAt: new Date(clock.now().getTime() + 86_400_000).toISOString(),
      refreshGrantExpiresAt: new Date(clock.now().getTime() + 365 * 86_400_000).toISOString(),
    });
    expect(grant.deviceId).toMatch(/^dev_[0-9a-f]{32}$/);
    expect(grant.grant).toMatch(/^odg_[A-Za-z0-9_-]{43}$/);
    expect(grant.refreshGrant).toMatch(/^odr_[A-Za-z0-9_-]{43}$/);

    const [row] = await db.select().from(devices).where(eq(devices.id, grant.deviceId));
    expect(row).toMatchObject({
      platform: 'web-desktop',
      grantVersion: 'v2',
      grantHash: hashCredential(grant.grant),
      refreshGrantHash: hashCredential(grant.refreshGrant),
      attributes: DEVICE_CREATION_PAYLOAD.deviceAttributes,
      identityId: null,
    });
  });

  it('honours DEVICE_GRANT_TTL_SECONDS and DEVICE_REFRESH_GRANT_TTL_SECONDS', async () => {
    const { app, clock } = await createTestApp({
      env: { DEVICE_GRANT_TTL_SECONDS: '3600', DEVICE_REFRESH_GRANT_TTL_SECONDS: '7200' },
    });
    const grant = await createDeviceGrant(app);
    expect(Date.parse(grant.grantExpiresAt) - clock.now().getTime()).toBe(3_600_000);
    expect(Date.parse(grant.refreshGrantExpiresAt) - clock.now().getTime()).toBe(7_200_000);
  });

  it.each([
    [
      'another grant version',
      { ...DEVICE_CREATION_PAYLOAD, grantVersion: 'v1' },
      'grantVersion',
      'INVALID',
    ],
    [
      'no attributes',
      { devicePlatform: 'web-desktop', grantVersion: 'v2' },
      'deviceAttributes',
      'REQUIRED',
    ],
  ])(
    'refuses a payload with %s, naming the field',
    async (_name, payload, fieldName, errorCode) => {
      const { app } = await createTestApp();
      const response = await app.inject({ method: 'POST', url: GRANTS, payload });
      expect(expectRefused(response, 400, 'INVALID_PAYLOAD').invalidFields).toEqual([
        { fieldName, errorCode },
      ]);
    },
  );

  it('answers 429 RATE_LIMIT_EXCEEDED past the per-address budget', async () => {
    // A day of its own: the counters are in the file's database, which other tests count in too.
    const { app } = await createTestApp({
      clock: freshClock(),
      env: { DEVICE_GRANT_RATE_LIMIT_PER_MINUTE: '1' },
    });
    await createDeviceGrant(app);
    const limited = await app.inject({
      method: 'POST',
      url: GRANTS,
      payload: DEVICE_CREATION_PAYLOAD,
    });
    expectRefused(limited, 429, 'RATE_LIMIT_EXCEEDED');
  });
});

describe('POST /device/v1/grants/refresh', () => {
  it('replaces both grants for the same device; the old ones stop working at once', async () => {
    const { app, clock } = await createTestApp();
    const first = await createDeviceGrant(app);
    clock.advanceSeconds(3600);

    const response = await app.inject({
      method: 'POST',
      url: REFRESH,
      payload: { refreshGrant: first.refreshGrant },
    });
    expect(response.statusCode).toBe(200);
    const second = deviceGrantSchema.parse(response.json());
    expect(second.deviceId).toBe(first.deviceId);
    expect(second.grant).not.toBe(first.grant);
    expect(second.refreshGrant).not.toBe(first.refreshGrant);
    expect(second.grantExpiresAt).toBe(new Date(clock.now().getTime() + 86_400_000).toISOString());

    const again = await app.inject({
      method: 'POST',
      url: REFRESH,
      payload: { refreshGrant: first.refreshGrant },
    });
    expectRefused(again, 401, 'UNAUTHENTICATED');
    const oldGrant = await app.inject({
      method: 'POST',
      url: ANONYMOUS,
      headers: withGrant(first),
    });
    expectRefused(oldGrant, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
    await startAnonymousSession(app, second);
  });

  it('refuses an unknown or expired refresh grant with 401', async () => {
    const { app, clock } = await createTestApp();
    const device = await createDeviceGrant(app);
    const refresh = (refreshGrant: string) =>
      app.inject({ method: 'POST', url: REFRESH, payload: { refreshGrant } });
    expectRefused(await refresh('odr_unknown'), 401, 'UNAUTHENTICATED');
    clock.advanceSeconds(365 * 86_400);
    expectRefused(await refresh(device.refreshGrant), 401, 'UNAUTHENTICATED');
  });

  it('still renews a grant that has expired while its refresh grant has not', async () => {
    const { app, clock } = await createTestApp();
    const device = await createDeviceGrant(app);
    clock.advanceSeconds(2 * 86_400);
    const response = await app.inject({
      method: 'POST',
      url: REFRESH,
      payload: { refreshGrant: device.refreshGrant },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /device/v1/grants/migrate', () => {
  it.each([
    ['v1', 'v1' as const],
    ['null', null],
  ])('upgrades a grant of version %s to v2 for the same device', async (_name, grantVersion) => {
    const { app, db } = await createTestApp();
    const id = `dev_legacy_${grantVersion ?? 'null'}`;
    const grant = `legacy-grant-${grantVersion ?? 'null'}`;
    await insertLegacyDevice(db, {
      id,
      grant,
      grantVersion,
      grantExpiresAt: new Date('2030-01-01T00:00:00Z'),
    });

    const response = await app.inject({ method: 'POST', url: MIGRATE, payload: { grant } });
    expect(response.statusCode).toBe(200);
    const migrated = deviceGrantSchema.parse(response.json());
    expect(migrated).toMatchObject({ deviceId: id, grantVersion: 'v2' });
    await startAnonymousSession(app, migrated);
    // The legacy grant is spent, and a v1 grant never opens a session by itself.
    expectRefused(
      await app.inject({ method: 'POST', url: MIGRATE, payload: { grant } }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('migrates the seeded legacy device', async () => {
    const { app } = await createTestApp();
    const refused = await app.inject({
      method: 'POST',
      url: ANONYMOUS,
      headers: { 'x-device-grant': LEGACY_DEVICE_GRANT },
    });
    expectRefused(refused, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
    const response = await app.inject({
      method: 'POST',
      url: MIGRATE,
      payload: { grant: LEGACY_DEVICE_GRANT },
    });
    expect(deviceGrantSchema.parse(response.json()).deviceId).toBe(LEGACY_DEVICE_ID);
  });

  it('refuses a current grant with 400 naming the grant', async () => {
    const { app } = await createTestApp();
    const device = await createDeviceGrant(app);
    const response = await app.inject({
      method: 'POST',
      url: MIGRATE,
      payload: { grant: device.grant },
    });
    const body = expectRefused(response, 400, 'INVALID_PAYLOAD');
    expect(body.invalidFields).toEqual([{ fieldName: 'grant', errorCode: 'INVALID' }]);
    expect(body.description).not.toContain(device.grant);
  });

  it('refuses an unknown or expired legacy grant with 401', async () => {
    const { app, db, clock } = await createTestApp();
    await insertLegacyDevice(db, {
      id: 'dev_legacy_expired',
      grant: 'legacy-expired',
      grantVersion: 'v1',
      grantExpiresAt: new Date(clock.now().getTime() - 1000),
    });
    const migrate = (grant: string) =>
      app.inject({ method: 'POST', url: MIGRATE, payload: { grant } });
    expectRefused(await migrate('legacy-expired'), 401, 'UNAUTHENTICATED');
    expectRefused(await migrate('never-issued'), 401, 'UNAUTHENTICATED');
  });
});
