import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { type VehicleProfileRow, vehicleProfiles } from '../../../db/schema/index.ts';
import { serverKey } from '../../../platform/auth/server-secrets.ts';
import { AppError } from '../../../platform/errors/app-error.ts';

/**
 * The vehicle profile grant (spec 001 §6, ADR 054): `ovp1.<payload>.<signature>`, naming one
 * profile, its vehicle and its identity, valid for minutes. HMAC-SHA256 under its own server
 * secret `vehicle-profile-grant`, over a purpose label and the version, so no other token of the
 * server passes for one. Not stored: a grant whose profile is gone (the identity deleted) stops
 * at once, and the car asks auto-profile creation again for a fresh one.
 */
export const VEHICLE_PROFILE_GRANT_VERSION = 'ovp1';

/** A head unit asks again when it needs the vehicle's state: minutes are plenty. */
export const VEHICLE_PROFILE_GRANT_TTL_SECONDS = 15 * 60;

const PURPOSE = 'orbit-vehicle-profile-grant';
const grantKey = serverKey('vehicle-profile-grant');
const GRANT_SHAPE = /^ovp1\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

const payloadSchema = z
  .object({
    pid: z.string().min(1).max(64),
    rid: z.string().min(1).max(64),
    idn: z.string().min(1).max(64),
    exp: z.number().int().positive(),
  })
  .strict();

function signatureOf(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key)
    .update(`${PURPOSE}\n${VEHICLE_PROFILE_GRANT_VERSION}\n${payload}`)
    .digest();
}

/** A fresh grant for the profile, and when it expires. */
export async function signVehicleProfileGrant(
  db: Db,
  profile: VehicleProfileRow,
  now: Date,
): Promise<{ grant: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + VEHICLE_PROFILE_GRANT_TTL_SECONDS * 1000);
  const payload = Buffer.from(
    JSON.stringify({
      pid: profile.id,
      rid: profile.radioId,
      idn: profile.identityId,
      exp: Math.floor(expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  const signature = signatureOf(await grantKey(db, now), payload).toString('base64url');
  return { grant: `${VEHICLE_PROFILE_GRANT_VERSION}.${payload}.${signature}`, expiresAt };
}

const invalidGrant = (reason: string) =>
  new AppError('INVALID_VEHICLE_PROFILE_GRANT', `vehicle profile grant refused: ${reason}`);

/**
 * The profile a grant names, checked in this order: shape, signature (before reading anything of
 * the payload), expiry, and that the profile still exists for that vehicle and identity. Any
 * failure is the same 401 INVALID_VEHICLE_PROFILE_GRANT.
 */
export async function profileOfGrant(db: Db, grant: string, now: Date): Promise<VehicleProfileRow> {
  const match = GRANT_SHAPE.exec(grant);
  if (!match?.[1] || !match[2]) throw invalidGrant('malformed');
  const [, payload, signature] = match;
  const expected = signatureOf(await grantKey(db, now), payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw invalidGrant('bad signature');
  }
  const parsed = payloadSchema.safeParse(
    JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
  );
  if (!parsed.success) throw invalidGrant('malformed payload');
  if (parsed.data.exp * 1000 <= now.getTime()) throw invalidGrant('expired');
  const [profile] = await db
    .select()
    .from(vehicleProfiles)
    .where(
      and(
        eq(vehicleProfiles.id, parsed.data.pid),
        eq(vehicleProfiles.radioId, parsed.data.rid),
        eq(vehicleProfiles.identityId, parsed.data.idn),
      ),
    );
  if (!profile) throw invalidGrant('profile gone');
  return profile;
}
