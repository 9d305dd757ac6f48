import { describe, expect, it } from 'vitest';
import {
  VIP_FIELD_ERRORS,
  type VipDeviceFacts,
  vipDeviceActionOf,
  vipFirstDeviceRefusalOf,
  vipProcessingOrderOf,
  vipSecondDeviceRefusalOf,
} from './vip-devices.ts';

const radio = (facts: Partial<VipDeviceFacts> = {}): VipDeviceFacts => ({
  kind: 'radio',
  state: 'paid',
  packageId: 'SXM_ALL_ACCESS',
  inVipBundle: false,
  audioCapable: true,
  isDemo: false,
  student: false,
  country: 'us',
  ...facts,
});
const streaming = (facts: Partial<VipDeviceFacts> = {}) =>
  radio({ kind: 'streaming', packageId: 'SXM_STREAMING_PLATINUM', ...facts });
const {
  SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS: ON_TWO,
  SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO: NOT_ELIGIBLE,
} = VIP_FIELD_ERRORS;

describe('the first VIP device', () => {
  it('is a radio that may take an audio plan, not already one of a bundle', () => {
    expect(vipFirstDeviceRefusalOf(radio())).toBeNull();
    expect(vipFirstDeviceRefusalOf(radio({ state: 'closed', packageId: null }))).toBeNull();
    expect(vipFirstDeviceRefusalOf(radio({ inVipBundle: true }))).toBe(ON_TWO);
    expect(vipFirstDeviceRefusalOf(streaming())).toBe(NOT_ELIGIBLE);
    expect(vipFirstDeviceRefusalOf(radio({ audioCapable: false }))).toBe(NOT_ELIGIBLE);
    expect(vipFirstDeviceRefusalOf(radio({ isDemo: true }))).toBe(NOT_ELIGIBLE);
    expect(vipFirstDeviceRefusalOf(radio({ state: 'suspended' }))).toBe(NOT_ELIGIBLE);
  });
});

describe('the second VIP device', () => {
  const first = radio();
  it.each([
    ['a paid radio', radio(), null],
    ['a closed radio', radio({ state: 'closed', packageId: null }), null],
    ['a radio in its trial', radio({ state: 'trial' }), null],
    ['a running streaming plan', streaming(), null],
    ['a streaming trial', streaming({ state: 'trial' }), null],
    ['a device already in a bundle', radio({ inVipBundle: true }), ON_TWO],
    ['a closed streaming plan', streaming({ state: 'closed', packageId: null }), NOT_ELIGIBLE],
    ['a student streaming plan', streaming({ student: true }), NOT_ELIGIBLE],
    ['a data-only unit', radio({ audioCapable: false }), NOT_ELIGIBLE],
    ['a demo radio', radio({ isDemo: true }), NOT_ELIGIBLE],
    ['a suspended radio', radio({ state: 'suspended' }), NOT_ELIGIBLE],
    ['a radio of the other market', radio({ country: 'ca' }), NOT_ELIGIBLE],
  ])('%s → %s', (_name, candidate, refusal) => {
    expect(vipSecondDeviceRefusalOf(first, candidate)).toBe(refusal);
  });
});

describe('what the order does to each device', () => {
  it('follows the device’s state, and leaves one already on VIP as it is', () => {
    expect(vipDeviceActionOf(radio({ state: 'closed', packageId: null }))).toBe('newSubscription');
    expect(vipDeviceActionOf(radio({ state: 'trial' }))).toBe('followTrial');
    expect(vipDeviceActionOf(radio())).toBe('followPaid');
    expect(vipDeviceActionOf(radio({ packageId: '3_PLATINUM_AUD_VIP' }))).toBe('alreadyVip');
    // A closed VIP subscription is history: the radio gets a new one.
    expect(vipDeviceActionOf(radio({ state: 'closed', packageId: 'SXM_PLATINUM_AUD_VIP' }))).toBe(
      'newSubscription',
    );
  });

  it('takes the first device first, unless it is in a trial and the second is not', () => {
    expect(vipProcessingOrderOf(radio(), radio({ state: 'closed' }))).toEqual(['first', 'second']);
    expect(vipProcessingOrderOf(radio({ state: 'trial' }), radio())).toEqual(['second', 'first']);
    expect(vipProcessingOrderOf(radio({ state: 'trial' }), streaming({ state: 'trial' }))).toEqual([
      'first',
      'second',
    ]);
  });
});
