import type { Country } from '../locale/locales.ts';
import { vipPackageIdOf } from './vip-package-ids.ts';

/**
 * Platinum VIP (flows §4.5): one price for two devices, two radios or a radio and a streaming
 * subscription. These rules decide which devices may be the two, in which order an order
 * upgrades them, and what it does to each; the server gathers the facts, the web shows them.
 */

/** The field errors a device that cannot be one of the two answers with (flows §4.5). */
export const VIP_FIELD_ERRORS = {
  SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS:
    'SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS',
  SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO: 'SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO',
} as const;
export type VipRefusalCode = (typeof VIP_FIELD_ERRORS)[keyof typeof VIP_FIELD_ERRORS];
export const VIP_REFUSAL_CODES = [
  VIP_FIELD_ERRORS.SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS,
  VIP_FIELD_ERRORS.SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO,
] as const;

/**
 * Where a device's service stands: `closed` (nothing running: the add-subscription rules),
 * `trial`, `paid`, or `suspended` (paused or suspended for non-payment: not sold to until it
 * is settled).
 */
export const VIP_DEVICE_STATES = ['closed', 'trial', 'paid', 'suspended'] as const;
export type VipDeviceState = (typeof VIP_DEVICE_STATES)[number];

export type VipDeviceFacts = {
  kind: 'radio' | 'streaming';
  state: VipDeviceState;
  /** The package of the subscription running on it (null when closed). */
  packageId: string | null;
  /** Already one of the two devices of a Platinum VIP bundle. */
  inVipBundle: boolean;
  /** A data-only unit (Travel Link without audio) cannot take an audio plan. */
  audioCapable: boolean;
  /** A new car's demonstration radio is never sold to online. */
  isDemo: boolean;
  /** A student's streaming plan is priced for one verified listener and is never shared. */
  student: boolean;
  country: Country;
};

/** Why the device a link or lookup names cannot be the first of the two (null: it can). */
export function vipFirstDeviceRefusalOf(first: VipDeviceFacts): VipRefusalCode | null {
  if (first.inVipBundle) return VIP_FIELD_ERRORS.SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS;
  if (first.kind !== 'radio' || !radioMayTakeVip(first)) {
    return VIP_FIELD_ERRORS.SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO;
  }
  return null;
}

/** Why `candidate` cannot be the second device beside `first` (null: it can). */
export function vipSecondDeviceRefusalOf(
  first: VipDeviceFacts,
  candidate: VipDeviceFacts,
): VipRefusalCode | null {
  if (candidate.inVipBundle) {
    return VIP_FIELD_ERRORS.SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS;
  }
  const fits =
    candidate.country === first.country &&
    (candidate.kind === 'radio'
      ? radioMayTakeVip(candidate)
      : // A streaming subscription is a device only while it runs, and never a student's.
        (candidate.state === 'trial' || candidate.state === 'paid') && !candidate.student);
  return fits ? null : VIP_FIELD_ERRORS.SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO;
}

function radioMayTakeVip(radio: VipDeviceFacts): boolean {
  return radio.audioCapable && !radio.isDemo && radio.state !== 'suspended';
}

/**
 * What the order does to a device (flows §4.5): a closed one gets a new subscription today (the
 * add-subscription rules), a trial is followed by VIP when it ends, a paid plan is followed by
 * VIP when its paid period ends (nothing prorated: ADR 044), and a device already on VIP (the
 * first of an earlier order whose second failed) is only joined to the bundle, charged nothing.
 */
export const VIP_DEVICE_ACTIONS = [
  'newSubscription',
  'followTrial',
  'followPaid',
  'alreadyVip',
] as const;
export type VipDeviceAction = (typeof VIP_DEVICE_ACTIONS)[number];

export function vipDeviceActionOf(device: VipDeviceFacts): VipDeviceAction {
  if (device.state !== 'closed' && device.packageId && vipPackageIdOf(device.packageId)) {
    return 'alreadyVip';
  }
  if (device.state === 'trial') return 'followTrial';
  if (device.state === 'paid') return 'followPaid';
  return 'newSubscription';
}

/**
 * The order the two devices are upgraded in: the first named, then the second — swapped when the
 * first is in a trial and the second is not, so the bundle's primary (the device that carries
 * the VIP price) is one that is paying or starting today, and the trial follows as secondary.
 */
export function vipProcessingOrderOf(
  first: VipDeviceFacts,
  second: VipDeviceFacts,
): readonly ['first', 'second'] | readonly ['second', 'first'] {
  return first.state === 'trial' && second.state !== 'trial'
    ? (['second', 'first'] as const)
    : (['first', 'second'] as const);
}
