import type { CareDeviceLookupResult } from '@orbit/domain';
import type { AccountAccess } from '../../platform/auth/account-access.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { deviceAnswerOf } from '../identification/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { radioOfDeviceId } from './device-ids.ts';

/**
 * One of the account's radios, named by its device id, as find-your-radio answers a radio (last
 * four, vehicle, status, card on file for the signed-in owner) with a fresh `deviceRef` for this
 * care session: what lets the add-radio checkout buy for a radio the owner chose from their list
 * (flows §4.7 device-select) without the radio id ever leaving the server. A device id of any
 * other account: DEVICE_NOT_FOUND.
 */
export async function deviceRefOfDevice(
  deps: AccountDeps,
  access: AccountAccess,
  input: { deviceId: string; session: CareSession },
): Promise<CareDeviceLookupResult> {
  const now = deps.clock();
  const radio = await radioOfDeviceId(deps.db, access.account.accountNumber, input.deviceId, now);
  return deviceAnswerOf(deps, { radio, session: input.session, now });
}
