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
  isActivePaid,
  isInTrial,
  radioWithHistory,
  resolveDeviceRef,
  type SubscriptionWithPhases,
} from '../../identification/index.ts';
import { fieldRefusal } from './purchase-fields.ts';

/**
 * The id of the radio an add-subscription buys for: typed (`radioId`, its shape checked) or
 * found earlier by this care session (`deviceRef`: another session's or an expired one →
 * DEVICE_NOT_FOUND), and whether the used-car check passed it on this session (only a deviceRef
 * it issued says so). Nothing about the radio is looked at yet (see purchasableRadio).
 */
export async function radioToBuy(
  db: Db,
  body: Pick<PurchaseAddSubscriptionRequest, 'radioId' | 'deviceRef'>,
  context: { careSessionId: string; now: Date },
): Promise<{ radioId: string; usedCarChecked: boolean }> {
  if (body.deviceRef) {
    const found = await resolveDeviceRef(db, {
      deviceRef: body.deviceRef,
      careSessionId: context.careSessionId,
      now: context.now,
    });
    return { radioId: found.radioId, usedCarChecked: found.usedCarChecked };
  }
  if (body.radioId) {
    if (checkRadioId(body.radioId) !== null) throw fieldRefusal('radioId');
    return { radioId: normaliseRadioId(body.radioId), usedCarChecked: false };
  }
  throw fieldRefusal('radioId', FIELD_ERROR_CODES.REQUIRED);
}

/**
 * The radio, when a new plan may be sold for it now. Unknown → DEVICE_NOT_FOUND; a paid
 * subscription running on it → ACTIVE_SATELLITE_SUBSCRIPTION (the active-subscription page); a
 * trial running → INVALID_PAYLOAD (a paid plan follows a trial through change-subscription).
 * Read under the radio's money lock (ADR 021), so no other purchase changes it before the write.
 */
export async function purchasableRadio(db: Db, radioId: string, now: Date): Promise<RadioRow> {
  return purchasableOf(await radioWithHistory(db, radioId), now);
}

/** `purchasableRadio`'s judgement of a radio already read with its history (or not found). */
export function purchasableOf(
  found: { radio: RadioRow; history: SubscriptionWithPhases[] } | undefined,
  now: Date,
): RadioRow {
  if (!found) {
    throw new AppError('DEVICE_NOT_FOUND', 'purchase for an unknown radio', {
      notFoundResourceType: 'device',
    });
  }
  const { radio, history } = found;
  if (history.some((subscription) => isActivePaid(subscription, now))) {
    throw new AppError('ACTIVE_SATELLITE_SUBSCRIPTION', 'radio has a paid subscription running');
  }
  if (history.some((subscription) => isInTrial(subscription, now))) {
    throw new AppError('INVALID_PAYLOAD', 'radio in a trial: change-subscription', {
      publicDescription:
        'This radio is in a trial: its paid plan follows the trial through change-subscription (with the same deviceRef).',
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'radioId' }],
    });
  }
  return radio;
}
