import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { RadioRow } from '../../db/schema/index.ts';
import { serverKey } from '../../platform/auth/server-secrets.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { radiosOfAccount } from '../identification/index.ts';

/**
 * The device id the account view gives each radio: an HMAC of the account number and the radio
 * id under a server secret. It stays the same for as long as the radio is on the account, says
 * nothing of the radio id (so the web app and an identified visitor never need the whole id),
 * and names nothing on any other account: the same radio on another account has another id.
 * No table: the id is recomputed from the account's radios when a call names one.
 */
export const DEVICE_ID_PREFIX = 'odev_';
const keyOf = serverKey('account-device-id');

function deviceIdWith(key: Buffer, accountNumber: string, radioId: string): string {
  const digest = createHmac('sha256', key).update(`${accountNumber}\n${radioId}`).digest();
  return `${DEVICE_ID_PREFIX}${digest.subarray(0, 16).toString('base64url')}`;
}

/** The device id of each radio of one account, by radio id. */
export async function deviceIdsOf(
  db: Db,
  accountNumber: string,
  radioIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  const key = await keyOf(db, now);
  return new Map(radioIds.map((radioId) => [radioId, deviceIdWith(key, accountNumber, radioId)]));
}

/**
 * The device ids of the radios of records the account read kept (ADR 098): worked out once per
 * kept records, which are frozen and shared by every read while the account's version holds, so
 * the HMACs are not computed again on each read. The map is shared too: read it, never change it.
 */
const deviceIdsByRecords = new WeakMap<object, Promise<Map<string, string>>>();

export function keptDeviceIdsOf(
  db: Db,
  accountNumber: string,
  records: { radios: readonly RadioRow[] },
  now: Date,
): Promise<Map<string, string>> {
  let ids = deviceIdsByRecords.get(records);
  if (!ids) {
    const radioIds = records.radios.map((radio) => radio.radioId);
    ids = deviceIdsOf(db, accountNumber, radioIds, now);
    ids.catch(() => deviceIdsByRecords.delete(records));
    deviceIdsByRecords.set(records, ids);
  }
  return ids;
}

/**
 * The radio of the account a device id stands for. Anything else (malformed, another account's,
 * a radio since removed) is DEVICE_NOT_FOUND, the answer for a radio that does not exist.
 */
export async function radioOfDeviceId(
  db: Db,
  accountNumber: string,
  deviceId: string,
  now: Date,
): Promise<RadioRow> {
  const radios = deviceId.startsWith(DEVICE_ID_PREFIX)
    ? await radiosOfAccount(db, accountNumber)
    : [];
  const ids = await deviceIdsOf(
    db,
    accountNumber,
    radios.map((radio) => radio.radioId),
    now,
  );
  const radio = radios.find((candidate) => ids.get(candidate.radioId) === deviceId);
  if (!radio) {
    throw new AppError('DEVICE_NOT_FOUND', 'Device id names no radio of this account', {
      notFoundResourceType: 'device',
    });
  }
  return radio;
}
