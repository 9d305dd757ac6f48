import { type CareDeviceMagicLink, vehicleMagicLinkUrl } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findRadioById, signEntryToken } from '../../identification/index.ts';
import { readTrialToken } from '../activation/trial-tokens.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { vehicleLifecycleAt } from '../vehicle-state.ts';
import { issueVehicleLink } from './vehicle-link-store.ts';
import type { VehicleLinkDeps } from './vehicle-links-deps.ts';

/** A car's device token lives ten minutes: minted when the head unit asks, used at once. */
export const VEHICLE_DEVICE_TOKEN_TTL_SECONDS = 600;

/**
 * The car's device token (ADR 055): an `oet1.` entry token of type VEHICLE_DEVICE naming its
 * radio, signed under the server's entry-token key. The car's telematics service mints it; in
 * the demo `GET /dev/vehicle-device-token` does.
 */
export async function mintVehicleDeviceToken(
  db: Db,
  radioId: string,
  now: Date,
): Promise<{ deviceToken: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + VEHICLE_DEVICE_TOKEN_TTL_SECONDS * 1000);
  const deviceToken = await signEntryToken(db, { type: 'VEHICLE_DEVICE', radioId, expiresAt }, now);
  return { deviceToken, expiresAt };
}

/**
 * `POST /services/account/sal/dtok2magiclink` (legacy): the device token → a new link for its
 * vehicle, answered to the car (it shows a QR code). The link is made for the sale's email, as
 * an emailed one would be, so its SAL status reads the same. A bad or expired token: 400
 * INVALID_TOKEN; a radio with no vehicle state: 404 VEHICLE_NOT_FOUND.
 */
export async function deviceTokenToMagicLink(
  deps: VehicleLinkDeps,
  deviceToken: string,
): Promise<CareDeviceMagicLink> {
  const { db } = deps;
  const now = deps.clock();
  const { radioId } = await readTrialToken(db, deviceToken, 'VEHICLE_DEVICE', now);
  const radio = await findRadioById(db, radioId);
  const record = radio ? await readVehicleRecord(db, radio) : undefined;
  if (!record || vehicleLifecycleAt(record, now) === 'VEHICLE_NOT_FOUND') {
    throw new AppError('VEHICLE_NOT_FOUND', `no vehicle state for ${radioId}`);
  }
  const { magicLinkId, expiresAt } = await issueVehicleLink(
    db,
    { radioId, sentTo: record.sale?.buyerEmail ?? null, channel: 'device' },
    now,
  );
  return {
    magicLinkUrl: vehicleMagicLinkUrl(deps.config.publicUrl, magicLinkId),
    magicLinkId,
    expiresAt: expiresAt.toISOString(),
  };
}
