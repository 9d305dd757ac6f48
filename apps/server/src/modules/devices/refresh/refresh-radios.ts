import {
  type CareCaptchaFields,
  type CareRefreshDeviceResult,
  DEVICE_REFRESH_FIELD_ERRORS,
  type DeviceRefreshRefusal,
  isUuid,
  REFRESH_LIMIT_WINDOW_HOURS,
  type RefreshTarget,
  radioRefreshRefusalOf,
  refusalOfRadios,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  findAccount,
  limitLookup,
  lookupBudgetOf,
  subscriptionsOfRadio,
} from '../../identification/index.ts';
import type { DevicesDeps } from '../devices-deps.ts';
import type { UplinkOutcome, UplinkRefreshCommand } from '../uplink/satellite-uplink.ts';
import { findRefreshRadios } from './find-refresh-radios.ts';
import {
  lockRadioRefreshes,
  recordRadioRefresh,
  refreshesOfRadioSince,
  settleRadioRefresh,
} from './radio-refresh-store.ts';

export const RADIO_REFRESH_BUCKET = 'radio-refresh';

const HOUR_MS = 3_600_000;

/** A stable text naming what was looked up, for the per-identifier budget (hashed before use). */
function subjectOf(target: RefreshTarget): string {
  if (target.kind === 'licensePlate') return `plate:${target.state}:${target.licensePlate}`;
  if (target.kind === 'radioId') return `radio:${target.radioId}`;
  return `${target.kind}:${target.kind === 'vin' ? target.vin : target.phone}`;
}

/** Why this radio may not be refreshed now, read under its lock. */
async function refusalOf(db: Db, radio: RadioRow, now: Date) {
  const account = radio.accountNumber ? await findAccount(db, radio.accountNumber) : undefined;
  const history = account ? await subscriptionsOfRadio(db, radio.radioId) : [];
  const since = new Date(now.getTime() - REFRESH_LIMIT_WINDOW_HOURS * HOUR_MS);
  return radioRefreshRefusalOf({
    virtual: isUuid(radio.radioId),
    onAccount: account !== undefined,
    inCollection: account?.inCollectionSince != null,
    // A subscription the radio had on an earlier account does not count for this one.
    hasActiveSubscription: history.some(
      (subscription) =>
        subscription.accountNumber === account?.accountNumber && subscription.status === 'Active',
    ),
    refreshesInWindow: await refreshesOfRadioSince(db, radio.radioId, since, now),
  });
}

/**
 * `POST /services/device/refresh` (flows §8.2, spec 001 §8): counts the lookup against the
 * address's and the identifier's budgets (past the identifier's, a human check: ADR 026), finds
 * the radios, and within one transaction locks each, reads why it may not be refreshed, and
 * records a refresh command for each that may. When none may, the refusal the customer acts on
 * first is thrown and nothing is written. The commands then go through the satellite uplink;
 * when it carries none, FAILED_TO_REFRESH_DEVICE.
 */
export async function refreshRadios(
  deps: DevicesDeps,
  input: { target: RefreshTarget; clientAddress: string; captcha: CareCaptchaFields },
): Promise<CareRefreshDeviceResult> {
  const { target } = input;
  if (target.kind === 'radioId' && isUuid(target.radioId)) {
    throw new AppError('DEVICE_REFRESH_NOT_SUPPORTED', 'a virtual radio id', {
      fieldErrors: [
        { errorCode: DEVICE_REFRESH_FIELD_ERRORS.INVALID_VIRTUAL_RADIO_ID, fieldName: 'radioId' },
      ],
    });
  }
  const now = deps.clock();
  await limitLookup(
    lookupBudgetOf(deps, now, input.captcha),
    RADIO_REFRESH_BUCKET,
    input.clientAddress,
    subjectOf(target),
  );
  const found = await findRefreshRadios(deps.db, target);
  const commands = await deps.db.transaction(async (tx) => {
    for (const radio of found) await lockRadioRefreshes(tx, radio.radioId);
    const refusals: (DeviceRefreshRefusal | null)[] = [];
    for (const radio of found) refusals.push(await refusalOf(tx, radio, now));
    const refusal = refusalOfRadios(refusals);
    if (refusal) throw new AppError(refusal, `refresh refused: ${refusal}`);
    // A radio with no refusal is on an account (radioRefreshRefusalOf): it has its number.
    const allowed = found.flatMap((radio, index) =>
      refusals[index] === null && radio.accountNumber
        ? [{ radioId: radio.radioId, accountNumber: radio.accountNumber }]
        : [],
    );
    const recorded: UplinkRefreshCommand[] = [];
    for (const radio of allowed) {
      const commandId = await recordRadioRefresh(tx, {
        ...radio,
        requestedBy: target.kind,
        requestedAt: now,
      });
      recorded.push({ commandId, radioId: radio.radioId });
    }
    return recorded;
  });
  // Sent after the commit: no lock or transaction waits on the satellite. The pending rows
  // count toward the limit meanwhile, so a racing request cannot pass it.
  const carried = await Promise.all(commands.map((command) => sendCommand(deps, command)));
  const radiosRefreshed = carried.filter(Boolean).length;
  if (radiosRefreshed === 0) {
    throw new AppError('FAILED_TO_REFRESH_DEVICE', 'the satellite uplink carried no command');
  }
  return { status: 'SUCCESS', radiosRefreshed, sentAt: now.toISOString() };
}

/**
 * One command through the uplink, its row settled by the answer: `sent`, or `failed` (which
 * does not count toward the radio's limit: the customer may try again at once).
 */
async function sendCommand(deps: DevicesDeps, command: UplinkRefreshCommand): Promise<boolean> {
  const outcome = await deps.uplink
    .sendRefresh(command)
    .catch((): UplinkOutcome => ({ carried: false, why: 'unreachable' }));
  await settleRadioRefresh(deps.db, command.commandId, outcome.carried ? 'sent' : 'failed');
  return outcome.carried;
}
