import {
  type CareDeviceInfoRequest,
  type CareDeviceInfoResult,
  checkRadioId,
  FIELD_ERROR_CODES,
  isDeviceType,
  isRadioIdLastFour,
  normaliseRadioId,
  radioIdLastFour,
} from '@orbit/domain';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { issueDeviceRef, resolveDeviceRef } from './device-ref.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookupBudgetOf } from './lookup-budget.ts';
import { refuseFields } from './lookup-refusals.ts';
import { limitLookup } from './lookup-throttles.ts';
import { findRadioById, subscriptionsOfRadio } from './radio-store.ts';
import { isInTrial, radioStatusOf } from './subscription-state.ts';

export const DEVICE_INFO_BUCKET = 'device-info';

const deviceNotFound = (reason: string) =>
  new AppError('DEVICE_NOT_FOUND', `device info: ${reason}`, { notFoundResourceType: 'device' });

type Named = { kind: 'radioId'; radioId: string } | { kind: 'ref'; lastFour: string; ref: string };

/** The whole radio id, or its last four with this session's deviceRef; checked before any read. */
function namedRadio(request: CareDeviceInfoRequest): Named {
  if (isRadioIdLastFour(request.radioId)) {
    if (!request.deviceRef) {
      throw refuseFields('last four without deviceRef', {
        deviceRef: FIELD_ERROR_CODES.REQUIRED,
      });
    }
    return { kind: 'ref', lastFour: request.radioId.toUpperCase(), ref: request.deviceRef };
  }
  const code = checkRadioId(request.radioId);
  if (code) throw refuseFields('device info radio id refused', { radioId: code });
  return { kind: 'radioId', radioId: normaliseRadioId(request.radioId.replace(/-/g, '')) };
}

/**
 * `POST /services/device/info` (flows §1.2, the "radio no match" path): what is known of one
 * radio — type, vehicle, status and the code of the trial it runs — without its account.
 * Counted per address and per radio. Unknown radio, a deviceRef of another session or whose
 * radio does not end with the four characters sent: DEVICE_NOT_FOUND.
 */
export async function lookUpDeviceInfo(
  deps: IdentificationDeps,
  input: { request: CareDeviceInfoRequest; session: CareSession; clientAddress: string },
): Promise<CareDeviceInfoResult> {
  const named = namedRadio(input.request);
  const now = deps.clock();
  const subject = named.kind === 'radioId' ? `radio:${named.radioId}` : `ref:${named.ref}`;
  await limitLookup(
    lookupBudgetOf(deps, now, input.request),
    DEVICE_INFO_BUCKET,
    input.clientAddress,
    subject,
  );
  let radioId: string;
  if (named.kind === 'radioId') {
    radioId = named.radioId;
  } else {
    const resolved = await resolveDeviceRef(deps.db, {
      deviceRef: named.ref,
      careSessionId: input.session.id,
      now,
    });
    if (radioIdLastFour(resolved.radioId) !== named.lastFour) throw deviceNotFound('last four');
    radioId = resolved.radioId;
  }
  const radio = await findRadioById(deps.db, radioId);
  if (!radio) throw deviceNotFound('unknown radio');
  const history = await subscriptionsOfRadio(deps.db, radio.radioId);
  const trial = history.find((subscription) => isInTrial(subscription, now));
  return {
    deviceRef: await issueDeviceRef(deps.db, {
      radioId: radio.radioId,
      careSessionId: input.session.id,
      now,
    }),
    radioIdLastFour: radioIdLastFour(radio.radioId),
    deviceType: isDeviceType(radio.deviceType) ? radio.deviceType : 'radio',
    vehicle:
      radio.make && radio.model ? { year: radio.year, make: radio.make, model: radio.model } : null,
    status: radioStatusOf(history),
    promoCode: trial?.planCode ?? null,
  };
}
