import { createHash } from 'node:crypto';
import { devices } from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

/** The demo's one device of an earlier client: its v1 grant can be migrated once with device/v1/grants/migrate. */
export const LEGACY_DEVICE_ID = 'dev_seed_legacy_v1';
export const LEGACY_DEVICE_GRANT = 'odg_v1_demo_legacy_grant_0001';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const legacyDevice: SeedPart = {
  name: 'legacy-device',
  async run(tx) {
    await tx.insert(devices).values({
      id: LEGACY_DEVICE_ID,
      platform: 'web-desktop',
      attributes: { browser: { app: 'orbit-care', appVersion: '0.9.0', browser: 'Firefox' } },
      grantVersion: 'v1',
      grantHash: sha256(LEGACY_DEVICE_GRANT),
      grantExpiresAt: new Date('2099-12-31T00:00:00Z'),
      // Nobody holds this refresh grant: a v1 device is renewed by migration, not refresh.
      refreshGrantHash: sha256(`${LEGACY_DEVICE_GRANT}-unused-refresh-grant`),
      refreshGrantExpiresAt: new Date('2099-12-31T00:00:00Z'),
      createdAt: new Date('2025-06-01T00:00:00Z'),
      grantIssuedAt: new Date('2025-06-01T00:00:00Z'),
    });
    // The summary is logged: it names the device, never the grant (docs/demo-data.md does).
    return `1 device with a v1 grant to migrate (${LEGACY_DEVICE_ID})`;
  },
};
