import {
  checkRadioId,
  FIELD_ERROR_CODES,
  normaliseRadioId,
  type PurchaseAddSubscriptionRequest,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  findRadioById,
  isActivePaid,
  isInTrial,
  resolveDeviceRef,
  subscriptionsOfRadio,
} from '../../identification/index.ts';
import { fieldRefusal } from './purchase-fields.ts';

/**
 * The radio an add-subscription buys for: typed (`radioId`) or found earlier by this care
 * session (`deviceRef`). Unknown → DEVICE_NOT_FOUND; a paid subscription running on it →
 * ACTIVE_SATELLITE_SUBSCRIPTION (the active-subscription page); a trial running →
 * INVALID_PAYLOAD (a paid plan follows a trial through change-subscription).
 */
export async function purchasableRadio(
  db: Db,
  body: Pick<PurchaseAddSubscriptionRequest, 'radioId' | 'deviceRef'>,
  context: { careSessionId: string; now: Date },
): Promise<RadioRow> {
  let radioId: string;
  if (body.deviceRef) {
    radioId = (
      await resolveDeviceRef(db, {
        deviceRef: body.deviceRef,
        careSessionId: context.careSessionId,
        now: context.now,
      })
    ).radioId;
  } else if (body.radioId) {
    if (checkRadioId(body.radioId) !== null) throw fieldRefusal('radioId');
    radioId = normaliseRadioId(body.radioId);
  } else {
    throw fieldRefusal('radioId', FIELD_ERROR_CODES.REQUIRED);
  }
  const radio = await findRadioById(db, radioId);
  if (!radio) {
    throw new AppError('DEVICE_NOT_FOUND', 'purchase for an unknown radio', {
      notFoundResourceType: 'device',
    });
  }
  const history = await subscriptionsOfRadio(db, radio.radioId);
  if (history.some((subscription) => isActivePaid(subscription, context.now))) {
    throw new AppError('ACTIVE_SATELLITE_SUBSCRIPTION', 'radio has a paid subscription running');
  }
  if (history.some((subscription) => isInTrial(subscription, context.now))) {
    throw new AppError('INVALID_PAYLOAD', 'radio in a trial: change-subscription', {
      publicDescription:
        'This radio is in a trial: its paid plan follows the trial through change-subscription (with the same deviceRef).',
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'radioId' }],
    });
  }
  return radio;
}
