import type { Db } from '../../../db/client.ts';
import type { RadioRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findRadioById, resolveDeviceRef } from '../../identification/index.ts';
import { invalidTrialToken, readTrialToken } from './trial-tokens.ts';

export type TrialVehicle = { year: number | null; make: string; model: string } | null;

/** The car a radio is in, as the trial pages name it; null for a radio without make and model. */
export function vehicleOf(radio: RadioRow): TrialVehicle {
  if (!radio.make || !radio.model) return null;
  return { year: radio.year, make: radio.make, model: radio.model };
}

/** How a trial call named its radio: a link's token (sent to the buyer) or a lookup's deviceRef. */
export type NamedRadio = { radio: RadioRow; byToken: boolean };

/**
 * The radio of a trial call (ADR 033: by proof, never by a typed radio id): an emailed
 * activation link's TRIAL_ACTIVATION token, or a deviceRef this care session was given. A bad
 * token: INVALID_TOKEN; another session's or a stale deviceRef: DEVICE_NOT_FOUND.
 */
export async function namedRadioOf(
  db: Db,
  body: { token?: string | undefined; deviceRef?: string | undefined },
  careSessionId: string,
  now: Date,
): Promise<NamedRadio> {
  if (body.token !== undefined) {
    const claims = await readTrialToken(db, body.token, 'TRIAL_ACTIVATION', now);
    const radio = await findRadioById(db, claims.radioId);
    if (!radio) throw invalidTrialToken(`radio ${claims.radioId} is gone`);
    return { radio, byToken: true };
  }
  if (body.deviceRef === undefined) {
    throw new AppError('DEVICE_INFORMATION_REQUIRED', 'trial call without token or deviceRef');
  }
  const { radioId } = await resolveDeviceRef(db, {
    deviceRef: body.deviceRef,
    careSessionId,
    now,
  });
  const radio = await findRadioById(db, radioId);
  if (!radio) throw new AppError('DEVICE_NOT_FOUND', `deviceRef names a radio that is gone`);
  return { radio, byToken: false };
}
