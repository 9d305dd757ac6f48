import {
  DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER,
  exceedsRadiosPerPhone,
  type RefreshTarget,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findRadio } from '../../identification/index.ts';
import { radiosOnPhone } from './radio-refresh-store.ts';

/**
 * The radios a refresh request names: the one radio of a radio id, VIN or plate, or every radio
 * on the accounts with that phone number. None: DEVICE_NOT_FOUND, whatever was typed. More than
 * MAX_RADIOS_PER_PHONE on one number: DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER, since the signal
 * would go to radios the caller may not own (a fleet's shared number).
 */
export async function findRefreshRadios(db: Db, target: RefreshTarget): Promise<RadioRow[]> {
  const found =
    target.kind === 'phone'
      ? await radiosOnPhone(db, target.phone)
      : [
          await findRadio(
            db,
            target.kind === 'licensePlate'
              ? { kind: 'plate', licensePlate: target.licensePlate, state: target.state }
              : target,
          ),
        ].filter((radio) => radio !== undefined);
  if (found.length === 0) {
    throw new AppError('DEVICE_NOT_FOUND', `no radio for this ${target.kind}`, {
      notFoundResourceType: 'device',
    });
  }
  if (exceedsRadiosPerPhone(found.length)) {
    throw new AppError(
      DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER,
      `${found.length} radios on one phone number`,
    );
  }
  return found;
}
