import { type CareDeviceLookupResult, cardExpiryCheck, radioIdLastFour } from '@orbit/domain';
import type { RadioRow } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { issueDeviceRef } from './device-ref.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { defaultPaymentMethodOf, findAccount, subscriptionsOfRadio } from './radio-store.ts';
import { isActivePaid, radioStatusOf } from './subscription-state.ts';

const DEVICE_TYPES = ['car', 'radio', 'aviation', 'marine'] as const;
type DeviceType = (typeof DEVICE_TYPES)[number];

function deviceTypeOf(radio: RadioRow): DeviceType {
  return (DEVICE_TYPES as readonly string[]).includes(radio.deviceType)
    ? (radio.deviceType as DeviceType)
    : 'radio';
}

/** The car a radio is in, as every answer about a radio shows it; null for a radio alone. */
export function vehicleOf(radio: RadioRow): CareDeviceLookupResult['vehicle'] {
  if (!radio.make || !radio.model) return null;
  return { year: radio.year, make: radio.make, model: radio.model };
}

/**
 * The card on file, shown only to the account's owner signed in on this care session (never to
 * a visitor who merely knows the radio), when it is usable: active and not expired.
 */
async function cardOnFileFor(
  deps: IdentificationDeps,
  radio: RadioRow,
  session: CareSession,
  now: Date,
): Promise<CareDeviceLookupResult['cardOnFile']> {
  if (!radio.accountNumber || !session.identityId) return null;
  const account = await findAccount(deps.db, radio.accountNumber);
  if (!account || account.ownerIdentityId !== session.identityId) return null;
  const card = await defaultPaymentMethodOf(deps.db, account.accountNumber);
  if (card?.status !== 'active') return null;
  const expiry = cardExpiryCheck({ month: card.expiryMonth, year: card.expiryYear }, now);
  return expiry === 'EXPIRED' ? null : { brand: card.brand, last4: card.last4 };
}

/**
 * What a visitor may see of a radio once something identified it (find-your-radio, a link's
 * token): the last four of its id, the vehicle, its status, whether a paid subscription runs, the
 * card on file for its signed-in owner only, and a fresh `deviceRef` bound to this care session.
 * One mapper, so every way in answers the same shape and masks the same things.
 */
export async function deviceAnswerOf(
  deps: IdentificationDeps,
  input: { radio: RadioRow; session: CareSession; now: Date },
): Promise<CareDeviceLookupResult> {
  const { radio, session, now } = input;
  const history = await subscriptionsOfRadio(deps.db, radio.radioId);
  return {
    deviceRef: await issueDeviceRef(deps.db, {
      radioId: radio.radioId,
      careSessionId: session.id,
      now,
    }),
    radioIdLastFour: radioIdLastFour(radio.radioId),
    deviceType: deviceTypeOf(radio),
    vehicle: vehicleOf(radio),
    status: radioStatusOf(history),
    hasActiveSubscription: history.some((subscription) => isActivePaid(subscription, now)),
    cardOnFile: await cardOnFileFor(deps, radio, session, now),
  };
}
