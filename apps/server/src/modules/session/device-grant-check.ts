import { CURRENT_GRANT_VERSION } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devices } from '../../db/schema/index.ts';
import type { GrantedDevice } from '../../platform/auth/service-session.ts';
import { hashCredential } from './credentials.ts';
import { invalidAuthHeaders } from './session-errors.ts';

/**
 * Checks a device grant: known, of the current version (older ones must be migrated first) and
 * not expired.
 * @throws AppError 401 `tokenServicesTeam.sessionService.invalid-auth-headers`.
 */
export async function verifyDeviceGrant(
  db: Db,
  grant: string | undefined,
  now: Date,
): Promise<GrantedDevice> {
  if (!grant || grant.length > 1024) throw invalidAuthHeaders('No device grant header');
  const [device] = await db
    .select({
      id: devices.id,
      identityId: devices.identityId,
      grantVersion: devices.grantVersion,
      grantExpiresAt: devices.grantExpiresAt,
    })
    .from(devices)
    .where(eq(devices.grantHash, hashCredential(grant)))
    .limit(1);
  if (!device) throw invalidAuthHeaders('Unknown device grant');
  if (device.grantVersion !== CURRENT_GRANT_VERSION) {
    throw invalidAuthHeaders(`Device grant of version ${device.grantVersion} must be migrated`);
  }
  if (device.grantExpiresAt.getTime() <= now.getTime()) {
    throw invalidAuthHeaders('Expired device grant');
  }
  return { deviceId: device.id, identityId: device.identityId };
}
