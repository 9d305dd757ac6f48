import type { DeviceRegistration } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devices } from '../../db/schema/index.ts';
import type { GrantedDevice, ServiceSession } from '../../platform/auth/service-session.ts';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * `POST device/v1/devices/register`: the installation holding the grant now belongs to the
 * signed-in identity. Registering again (another person signs in on a shared browser) moves it.
 * The session may come from an earlier grant of the same browser, so its device is not compared.
 */
export async function registerDevice(
  db: Db,
  caller: ServiceSession,
  device: GrantedDevice,
  now: Date,
): Promise<DeviceRegistration> {
  if (caller.identityId === null) {
    throw new AppError('FORBIDDEN', 'Anonymous session cannot register a device', {
      publicDescription: 'Only a signed-in session can register a device.',
    });
  }
  await db
    .update(devices)
    .set({ identityId: caller.identityId, registeredAt: now })
    .where(eq(devices.id, device.deviceId));
  return {
    deviceId: device.deviceId,
    identityId: caller.identityId,
    registeredAt: now.toISOString(),
  };
}
