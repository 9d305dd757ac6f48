import type { SignInRevokeResult } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deviceAuthorizations, devices, vehicleProfiles } from '../../../db/schema/index.ts';
import { recordSignInRevocation, revokeFamilies } from '../../session/index.ts';
import { linkedFlowsOf, liveFamiliesOf, VEHICLE_PROFILE_PREFIX } from './connected-devices.ts';
import { currentBrowserNotRevocable, deviceNotFound } from './sign-ins-errors.ts';

export type SignInCaller = { identityId: string; deviceId: string; familyId: string };

/** A car's profile of the identity goes: every vehicle profile grant of it stops (ADR 054). */
async function revokeCar(db: Db, caller: SignInCaller, profileId: string, now: Date) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(vehicleProfiles)
      .where(
        and(eq(vehicleProfiles.id, profileId), eq(vehicleProfiles.identityId, caller.identityId)),
      )
      .returning({ id: vehicleProfiles.id });
    if (removed.length === 0) throw deviceNotFound('no such car profile of the caller');
    await recordSignInRevocation(tx, now, {
      identityId: caller.identityId,
      subject: 'car',
      subjectId: profileId,
      sessionsEnded: 0,
      byFamilyId: caller.familyId,
    });
    return { revokedSessions: 0 };
  });
}

/**
 * `dmp/devices/{id}/revoke`: every session the identity has on that device ends at once (its
 * next request with them is refused), a speaker stops being the identity's, a code approved
 * but not yet collected is withdrawn; a car loses its profile. The caller's own browser is
 * signed out, not revoked. Another identity's device answers as one that does not exist.
 */
export async function revokeDevice(
  db: Db,
  caller: SignInCaller,
  deviceId: string,
  now: Date,
): Promise<SignInRevokeResult> {
  if (deviceId.startsWith(VEHICLE_PROFILE_PREFIX)) return revokeCar(db, caller, deviceId, now);
  if (deviceId === caller.deviceId) throw currentBrowserNotRevocable();
  const { identityId } = caller;
  return db.transaction(async (tx) => {
    const families = await liveFamiliesOf(tx, identityId, now, deviceId);
    const unregistered = await tx
      .update(devices)
      .set({ identityId: null, registeredAt: null })
      .where(and(eq(devices.id, deviceId), eq(devices.identityId, identityId)))
      .returning({ id: devices.id });
    if (families.length === 0 && unregistered.length === 0) {
      throw deviceNotFound('no live session or registration of the caller on that device');
    }
    const ended = await revokeFamilies(
      tx,
      families.map((family) => family.familyId),
      'revoked-by-customer',
      now,
    );
    await tx
      .update(deviceAuthorizations)
      .set({ status: 'denied' })
      .where(
        and(
          eq(deviceAuthorizations.deviceId, deviceId),
          eq(deviceAuthorizations.identityId, identityId),
          eq(deviceAuthorizations.status, 'approved'),
        ),
      );
    const linked = await linkedFlowsOf(tx, identityId, [deviceId]);
    await recordSignInRevocation(tx, now, {
      identityId,
      subject: linked.has(deviceId) ? 'device' : 'browser',
      subjectId: deviceId,
      sessionsEnded: ended,
      byFamilyId: caller.familyId,
    });
    return { revokedSessions: ended };
  });
}

/** `dmp/devices/{id}/name`: a TV or speaker of the identity gets the name the customer typed. */
export async function renameDevice(
  db: Db,
  caller: SignInCaller,
  deviceId: string,
  name: string,
  now: Date,
): Promise<void> {
  const linked = await linkedFlowsOf(db, caller.identityId, [deviceId]);
  const [device] = await db.select().from(devices).where(eq(devices.id, deviceId));
  const families = await liveFamiliesOf(db, caller.identityId, now, deviceId);
  const connected =
    device &&
    linked.has(deviceId) &&
    (families.length > 0 || device.identityId === caller.identityId);
  if (!connected) throw deviceNotFound('not a connected device of the caller');
  await db.update(devices).set({ name }).where(eq(devices.id, deviceId));
}
