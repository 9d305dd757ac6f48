import {
  CURRENT_GRANT_VERSION,
  type DeviceCreationPayload,
  type DeviceGrant,
  FIELD_ERROR_CODES,
} from '@orbit/domain';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { ServiceTokenLifetimes } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { devices } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { hashCredential, newCredential } from './credentials.ts';

type GrantLifetimes = Pick<
  ServiceTokenLifetimes,
  'deviceGrantSeconds' | 'deviceRefreshGrantSeconds'
>;

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** A fresh grant and refresh grant, both in the current version: hashes for the row, plain for the caller. */
function newGrantPair(now: Date, lifetimes: GrantLifetimes) {
  const grant = newCredential('deviceGrant');
  const refreshGrant = newCredential('deviceRefreshGrant');
  const grantExpiresAt = addSeconds(now, lifetimes.deviceGrantSeconds);
  const refreshGrantExpiresAt = addSeconds(now, lifetimes.deviceRefreshGrantSeconds);
  return {
    columns: {
      grantVersion: CURRENT_GRANT_VERSION,
      grantHash: hashCredential(grant),
      grantExpiresAt,
      refreshGrantHash: hashCredential(refreshGrant),
      refreshGrantExpiresAt,
      grantIssuedAt: now,
    },
    view: (deviceId: string): DeviceGrant => ({
      deviceId,
      grant,
      grantVersion: CURRENT_GRANT_VERSION,
      grantExpiresAt: grantExpiresAt.toISOString(),
      refreshGrant,
      refreshGrantExpiresAt: refreshGrantExpiresAt.toISOString(),
    }),
  };
}

/** `POST device/v1/grants`: a new installation and its first grant. */
export async function createDevice(
  db: Db,
  payload: DeviceCreationPayload,
  now: Date,
  lifetimes: GrantLifetimes,
): Promise<DeviceGrant> {
  const id = newId('device', now);
  const pair = newGrantPair(now, lifetimes);
  await db.insert(devices).values({
    id,
    platform: payload.devicePlatform,
    attributes: payload.deviceAttributes,
    createdAt: now,
    ...pair.columns,
  });
  return pair.view(id);
}

function grantRefused(reason: string): AppError {
  return new AppError('UNAUTHENTICATED', reason, {
    publicDescription: 'The grant is not valid or has expired.',
  });
}

/**
 * `POST device/v1/grants/refresh`: replaces both the grant and the refresh grant. One conditional
 * update, so the old refresh grant is unusable the moment it has served, even under a race.
 */
export async function refreshDeviceGrant(
  db: Db,
  refreshGrant: string,
  now: Date,
  lifetimes: GrantLifetimes,
): Promise<DeviceGrant> {
  const pair = newGrantPair(now, lifetimes);
  const [device] = await db
    .update(devices)
    .set(pair.columns)
    .where(
      and(
        eq(devices.refreshGrantHash, hashCredential(refreshGrant)),
        gt(devices.refreshGrantExpiresAt, now),
      ),
    )
    .returning({ id: devices.id });
  if (!device) throw grantRefused('Refresh grant unknown, replaced or expired');
  return pair.view(device.id);
}

/**
 * `POST device/v1/grants/migrate`: a grant of an earlier client (version null or v1), still
 * unexpired, becomes a current one for the same device. A current grant has nothing to migrate.
 */
export async function migrateDeviceGrant(
  db: Db,
  grant: string,
  now: Date,
  lifetimes: GrantLifetimes,
): Promise<DeviceGrant> {
  const [device] = await db
    .select({ grantVersion: devices.grantVersion })
    .from(devices)
    .where(eq(devices.grantHash, hashCredential(grant)))
    .limit(1);
  if (device?.grantVersion === CURRENT_GRANT_VERSION) {
    throw new AppError('INVALID_PAYLOAD', 'Grant is already current', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'grant' }],
      publicDescription: `Only grants of version null or v1 are migrated; this one is ${CURRENT_GRANT_VERSION}.`,
    });
  }
  const pair = newGrantPair(now, lifetimes);
  const [migrated] = await db
    .update(devices)
    .set(pair.columns)
    .where(
      and(
        eq(devices.grantHash, hashCredential(grant)),
        or(isNull(devices.grantVersion), eq(devices.grantVersion, 'v1')),
        gt(devices.grantExpiresAt, now),
      ),
    )
    .returning({ id: devices.id });
  if (!migrated) throw grantRefused('Legacy grant unknown, expired or already migrated');
  return pair.view(migrated.id);
}
