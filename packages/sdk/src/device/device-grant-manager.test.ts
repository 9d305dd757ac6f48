import { DEVICE_GRANT_LIMITS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../storage/storage-keys.ts';
import { FakeService, fakeDeviceGrant } from '../testing/fake-service.ts';
import { createTestSdk } from '../testing/test-sdk.ts';
import { deviceGrantAction } from './device-grant-decision.ts';

const GRANTS = 'POST /device/v1/grants';
const REFRESH = 'POST /device/v1/grants/refresh';
const MIGRATE = 'POST /device/v1/grants/migrate';
const HOUR_MS = 3_600_000;

function storeGrant(service: FakeService, grant: Record<string, unknown>) {
  service.runtime.cookies.set(COOKIE_NAMES.deviceGrant, JSON.stringify(grant));
}

describe('deviceGrantAction', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it.each([
    ['nothing stored', undefined, 'fetchNew'],
    [
      'an expired grant',
      fakeDeviceGrant(now, { grantExpiresAt: new Date(now - 1).toISOString() }),
      'fetchNew',
    ],
    ['a grant of no version', fakeDeviceGrant(now, { grantVersion: null }), 'migrate'],
    ['a v1 grant', fakeDeviceGrant(now, { grantVersion: 'v1' }), 'migrate'],
    ['a valid v2 grant', fakeDeviceGrant(now), 'refresh'],
  ] as const)('%s → %s', (_, stored, action) => {
    expect(deviceGrantAction(stored as never, now)).toBe(action);
  });
});

describe('DeviceGrantManager', () => {
  it('creates a device with the browser metadata and grant version v2', async () => {
    const { sdk, service } = createTestSdk();
    service.on(GRANTS, { status: 200, body: fakeDeviceGrant(service.time.now()) });
    await sdk.deviceGrants.ensure();
    expect(service.requests[0]?.body).toEqual({
      devicePlatform: 'web-desktop',
      deviceAttributes: {
        browser: {
          app: 'orbit-care',
          appVersion: '1.0.0',
          browser: 'Chrome',
          browserVersion: '156.0.0.0',
          userAgent: service.runtime.userAgent,
        },
      },
      grantVersion: 'v2',
    });
    expect(sdk.deviceGrants.deviceId).toBe('dev_1');
  });

  it('migrates an old grant, and fetches a new one when migration fails', async () => {
    const { sdk, service } = createTestSdk();
    storeGrant(service, fakeDeviceGrant(service.time.now(), { grantVersion: 'v1' }));
    service.on(MIGRATE, { status: 400, body: { code: 'INVALID_PAYLOAD' } });
    service.on(GRANTS, {
      status: 200,
      body: fakeDeviceGrant(service.time.now(), { grant: 'fresh' }),
    });
    const grant = await sdk.deviceGrants.ensure();
    expect(service.count(MIGRATE)).toBe(1);
    expect(grant.grant).toBe('fresh');
  });

  it('refreshes a valid grant only once the minimum interval has passed', async () => {
    const { sdk, service } = createTestSdk();
    service.on(GRANTS, { status: 200, body: fakeDeviceGrant(service.time.now()) });
    await sdk.deviceGrants.ensure();
    await service.time.advance(DEVICE_GRANT_LIMITS.minRefreshIntervalMs - 1);
    await sdk.deviceGrants.ensure();
    expect(service.count(REFRESH)).toBe(0);

    service.on(REFRESH, {
      status: 200,
      body: fakeDeviceGrant(service.time.now(), { grant: 'renewed' }),
    });
    await service.time.advance(1);
    const grant = await sdk.deviceGrants.ensure();
    expect(service.count(REFRESH)).toBe(1);
    expect(grant.grant).toBe('renewed');
  });

  it.each([401, 403])('fetches a new grant when the refresh is refused with %i', async (status) => {
    const { sdk, service } = createTestSdk();
    storeGrant(service, fakeDeviceGrant(service.time.now()));
    service.on(REFRESH, { status });
    service.on(GRANTS, {
      status: 200,
      body: fakeDeviceGrant(service.time.now(), { grant: 'new' }),
    });
    expect((await sdk.deviceGrants.ensure()).grant).toBe('new');
  });

  it('keeps the stored grant when the refresh fails for another reason', async () => {
    const { sdk, service } = createTestSdk();
    const stored = fakeDeviceGrant(service.time.now(), { grant: 'kept' });
    storeGrant(service, stored);
    service.on(REFRESH, { status: 503 });
    await service.time.advance(2 * HOUR_MS);
    expect((await sdk.deviceGrants.ensure()).grant).toBe('kept');
    expect(service.count(GRANTS)).toBe(0);
  });

  it('shares one request between concurrent callers', async () => {
    const { sdk, service } = createTestSdk();
    service.on(GRANTS, { status: 200, body: fakeDeviceGrant(service.time.now()) });
    await Promise.all([
      sdk.deviceGrants.ensure(),
      sdk.deviceGrants.ensure(),
      sdk.deviceGrants.ensure(),
    ]);
    expect(service.count(GRANTS)).toBe(1);
  });

  it('refuses to create a device it cannot describe', async () => {
    const service = new FakeService();
    service.runtime.userAgent = '';
    const { sdk } = createTestSdk(service);
    await expect(sdk.deviceGrants.ensure()).rejects.toThrow('could not find the device info');
    expect(service.requests).toHaveLength(0);
  });

  it('says so when there is no device id yet', () => {
    const { sdk } = createTestSdk();
    expect(() => sdk.deviceGrants.deviceId).toThrow('Device ID Unavailable!');
  });
});
