import {
  type CareVipDevice,
  type CareVipEligibilityResult,
  isDeviceType,
  type Locale,
  maskUsername,
  radioIdLastFour,
  type VipRefusalCode,
  vipDeviceActionOf,
  vipFirstDeviceRefusalOf,
  vipSecondDeviceRefusalOf,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import { handlesOf, issueDeviceRef, packageNamesOf } from '../../identification/index.ts';
import { type VipAccountDevice, vipDevicesOfAccount } from './vip-devices-of-account.ts';

/**
 * The answer of the three VIP lookups (flows §4.5): the first radio, whether it may be upgraded,
 * and every other device of its account, each eligible or with the field error that says why
 * not. Radios are named by a deviceRef bound to this care session (the quote and the order send
 * it back), streaming by its subscription id; nothing else identifying is answered.
 */
export async function vipEligibilityOf(
  db: Db,
  input: {
    account: SubscriberAccountRow;
    firstRadioId: string;
    careSessionId: string;
    programCode: string | null;
    student: boolean;
    locale: Locale;
    now: Date;
  },
): Promise<CareVipEligibilityResult> {
  const { now } = input;
  const devices = await vipDevicesOfAccount(db, input.account, {
    now,
    student: input.student,
  });
  const first = devices.find((device) => device.radio?.radioId === input.firstRadioId);
  if (!first) throw new Error('the VIP entry found a radio that is not on its account');
  const planName = await packageNamesOf(
    db,
    devices.flatMap((device) => (device.subscription ? [device.subscription.packageId] : [])),
    input.locale,
  );
  const handles = await handlesOf(
    db,
    devices.flatMap((device) => device.subscription?.streamingIdentityId ?? []),
  );
  const view = (device: VipAccountDevice, refusal: VipRefusalCode | null) =>
    careVipDeviceOf(db, device, { ...input, planName, handles, refusal });
  const firstRefusal = vipFirstDeviceRefusalOf(first.facts);
  return {
    programCode: input.programCode,
    country: first.facts.country,
    firstDevice: await view(first, null),
    firstDeviceErrors: firstRefusal ? [{ errorCode: firstRefusal, fieldName: 'firstDevice' }] : [],
    secondDevices: await Promise.all(
      devices
        .filter((device) => device !== first)
        .map((device) => view(device, vipSecondDeviceRefusalOf(first.facts, device.facts))),
    ),
  };
}

async function careVipDeviceOf(
  db: Db,
  device: VipAccountDevice,
  context: {
    careSessionId: string;
    now: Date;
    planName: (packageId: string) => string;
    handles: ReadonlyMap<string, string>;
    refusal: VipRefusalCode | null;
  },
): Promise<CareVipDevice> {
  const { radio, subscription, facts } = device;
  const { refusal } = context;
  const name = radio
    ? {
        deviceRef: await issueDeviceRef(db, {
          radioId: radio.radioId,
          careSessionId: context.careSessionId,
          now: context.now,
        }),
      }
    : { subscriptionId: subscription?.id ?? '' };
  const handle = context.handles.get(subscription?.streamingIdentityId ?? '');
  return {
    kind: facts.kind,
    device: name,
    radioIdLastFour: radio ? radioIdLastFour(radio.radioId) : null,
    deviceType: radio ? (isDeviceType(radio.deviceType) ? radio.deviceType : 'radio') : null,
    maskedUsername: !radio && handle ? maskUsername(handle) : null,
    planName: subscription ? context.planName(subscription.packageId) : null,
    state: facts.state,
    action: vipDeviceActionOf(facts),
    eligible: refusal === null,
    fieldErrors: refusal ? [{ errorCode: refusal, fieldName: 'secondDevice' }] : [],
  };
}
