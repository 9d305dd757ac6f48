import type {
  ConnectedDevice,
  ConnectedDeviceKind,
  ConnectedDevices,
  SignedInBrowser,
} from '@orbit/domain';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  deviceAuthorizations,
  devices,
  radios,
  sessionFamilies,
  sessions,
  vehicleProfiles,
} from '../../../db/schema/index.ts';
import type { StoredLocation } from '../../../db/schema/session-families.ts';

/** The database, or a transaction on it. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The prefix of a car's profile id: revoke and rename tell a car from a device by it. */
export const VEHICLE_PROFILE_PREFIX = 'vpr_';

export type LiveFamily = {
  familyId: string;
  deviceId: string;
  createdAt: Date;
  location: StoredLocation | null;
  lastUsedAt: Date;
};

/**
 * The identity's session families that still work: not revoked, their newest refresh token not
 * expired. Their last use is when their newest token pair was issued (a sign-in or a refresh).
 */
export async function liveFamiliesOf(
  db: Queryable,
  identityId: string,
  now: Date,
  deviceId?: string,
): Promise<LiveFamily[]> {
  const rows = await db
    .select({
      familyId: sessionFamilies.id,
      deviceId: sessionFamilies.deviceId,
      createdAt: sessionFamilies.createdAt,
      location: sessionFamilies.location,
      lastUsedAt: max(sessions.createdAt),
      refreshUntil: max(sessions.refreshTokenExpiresAt),
    })
    .from(sessionFamilies)
    .innerJoin(sessions, eq(sessions.familyId, sessionFamilies.id))
    .where(
      and(
        eq(sessionFamilies.identityId, identityId),
        isNull(sessionFamilies.revokedAt),
        deviceId ? eq(sessionFamilies.deviceId, deviceId) : undefined,
      ),
    )
    .groupBy(sessionFamilies.id);
  return rows
    .filter((row) => row.refreshUntil !== null && row.refreshUntil > now)
    .map((row) => ({
      familyId: row.familyId,
      deviceId: row.deviceId,
      createdAt: row.createdAt,
      location: row.location ?? null,
      lastUsedAt: row.lastUsedAt ?? row.createdAt,
    }));
}

/** The flow each device was linked by (its newest approved code for the identity), by device id. */
export async function linkedFlowsOf(
  db: Queryable,
  identityId: string,
  deviceIds?: string[],
): Promise<Map<string, { kind: ConnectedDeviceKind; linkedAt: Date }>> {
  const rows = await db
    .select({
      deviceId: deviceAuthorizations.deviceId,
      flow: deviceAuthorizations.flow,
      decidedAt: deviceAuthorizations.decidedAt,
    })
    .from(deviceAuthorizations)
    .where(
      and(
        eq(deviceAuthorizations.identityId, identityId),
        inArray(deviceAuthorizations.status, ['approved', 'redeemed']),
        deviceIds ? inArray(deviceAuthorizations.deviceId, deviceIds) : undefined,
      ),
    );
  const flows = new Map<string, { kind: ConnectedDeviceKind; linkedAt: Date }>();
  for (const row of rows) {
    const linkedAt = row.decidedAt ?? new Date(0);
    const known = flows.get(row.deviceId);
    if (!known || known.linkedAt < linkedAt) {
      flows.set(row.deviceId, { kind: row.flow as ConnectedDeviceKind, linkedAt });
    }
  }
  return flows;
}

const latest = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));
const earliest = (dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));

/** "Chrome 126" from what the browser said of itself at its device grant. */
function browserNameOf(attributes: Record<string, unknown>): string | null {
  const browser = attributes.browser as Record<string, unknown> | undefined;
  const name = typeof browser?.browser === 'string' ? browser.browser : undefined;
  if (!name) return null;
  const version = typeof browser?.browserVersion === 'string' ? browser.browserVersion : '';
  const major = version.split('.')[0];
  return major ? `${name} ${major}` : name;
}

/** The cars with a listening profile of the identity (ADR 054), named by their radio. */
async function carsOf(db: Db, identityId: string): Promise<ConnectedDevice[]> {
  const rows = await db
    .select({
      id: vehicleProfiles.id,
      createdAt: vehicleProfiles.createdAt,
      nickname: radios.nickname,
      make: radios.make,
      model: radios.model,
    })
    .from(vehicleProfiles)
    .innerJoin(radios, eq(radios.radioId, vehicleProfiles.radioId))
    .where(eq(vehicleProfiles.identityId, identityId));
  return rows.map((row) => ({
    id: row.id,
    kind: 'car',
    name: row.nickname ?? ([row.make, row.model].filter(Boolean).join(' ') || null),
    renamable: false,
    linkedAt: row.createdAt.toISOString(),
    lastUsedAt: null,
  }));
}

/**
 * `dmp/devices`: TVs, cars and speakers linked by a code (still signed in, or a speaker still
 * registered to the identity), the cars with a profile of the identity, and every other
 * installation with a live session: the browsers (and apps), the caller's marked `current`.
 */
export async function connectedDevicesOf(
  db: Db,
  caller: { identityId: string; deviceId: string },
  now: Date,
): Promise<ConnectedDevices> {
  const { identityId } = caller;
  const families = await liveFamiliesOf(db, identityId, now);
  const registered = await db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.identityId, identityId));
  const flows = await linkedFlowsOf(db, identityId);
  const familyDevices = new Set(families.map((family) => family.deviceId));
  const deviceIds = [...new Set([...familyDevices, ...registered.map((row) => row.id)])];
  const deviceRows = deviceIds.length
    ? await db.select().from(devices).where(inArray(devices.id, deviceIds))
    : [];

  const linked: ConnectedDevice[] = [];
  const browsers: SignedInBrowser[] = [];
  for (const device of deviceRows) {
    const own = families.filter((family) => family.deviceId === device.id);
    const flow = flows.get(device.id);
    const uses = own.map((family) => family.lastUsedAt);
    if (flow && (own.length > 0 || device.identityId === identityId)) {
      linked.push({
        id: device.id,
        kind: flow.kind,
        name: device.name ?? null,
        renamable: true,
        linkedAt: flow.linkedAt.toISOString(),
        lastUsedAt: uses.length ? latest(uses).toISOString() : null,
      });
    } else if (own.length > 0) {
      const newest = own.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
      browsers.push({
        id: device.id,
        browser: browserNameOf(device.attributes),
        platform: device.platform,
        signedInAt: earliest(own.map((family) => family.createdAt)).toISOString(),
        lastUsedAt: latest(uses).toISOString(),
        place: newest.location && Object.keys(newest.location).length ? newest.location : null,
        current: device.id === caller.deviceId,
      });
    }
  }
  const byLastUse = <T extends { lastUsedAt: string | null; linkedAt?: string }>(a: T, b: T) =>
    (b.lastUsedAt ?? b.linkedAt ?? '').localeCompare(a.lastUsedAt ?? a.linkedAt ?? '');
  browsers.sort((a, b) => Number(b.current) - Number(a.current) || byLastUse(a, b));
  return {
    devices: [...linked, ...(await carsOf(db, identityId))].sort(byLastUse),
    browsers,
  };
}
