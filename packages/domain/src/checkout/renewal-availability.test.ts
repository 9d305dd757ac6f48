import { describe, expect, it } from 'vitest';
import { type RenewalRadioStanding, renewalUnavailableReason } from './renewal-availability.ts';

const endingCar: RenewalRadioStanding = {
  sameMarket: true,
  active: true,
  renewsAt: new Date('2026-12-06T00:00:00Z'),
  renewed: false,
  audioCapable: true,
  deviceType: 'car',
  packageId: 'SXM_ALL_ACCESS',
};
const choice = { packageId: 'SXM_MUSIC_CHOICE', radioTypes: ['car', 'radio'] };
const anyRadio = { packageId: 'SXM_ALL_ACCESS', radioTypes: null };

describe('renewalUnavailableReason', () => {
  it('lets a radio whose trial or promo ends take any choice it can play', () => {
    expect(renewalUnavailableReason(endingCar, choice)).toBeNull();
    expect(renewalUnavailableReason(endingCar, anyRadio)).toBeNull();
  });

  it('refuses a package the radio type cannot play, or any package on a data-only unit', () => {
    const marine = { ...endingCar, deviceType: 'marine' };
    expect(renewalUnavailableReason(marine, choice)).toBe('RADIO_NOT_CAPABLE');
    expect(renewalUnavailableReason(marine, anyRadio)).toBeNull();
    expect(renewalUnavailableReason({ ...endingCar, audioCapable: false }, anyRadio)).toBe(
      'RADIO_NOT_CAPABLE',
    );
  });

  it('names the radio’s own state before what the package needs', () => {
    const marine = { ...endingCar, deviceType: 'marine' };
    expect(renewalUnavailableReason({ ...marine, sameMarket: false }, choice)).toBe('OTHER_MARKET');
    expect(renewalUnavailableReason({ ...marine, active: false }, choice)).toBe('RADIO_CLOSED');
    expect(renewalUnavailableReason({ ...marine, renewed: true }, choice)).toBe('ALREADY_RENEWED');
  });

  it('has nothing to renew on a full-price plan, which is already the plan for its package', () => {
    const fullPrice = { ...endingCar, renewsAt: null };
    expect(renewalUnavailableReason(fullPrice, anyRadio)).toBe('ALREADY_ON_PLAN');
    expect(renewalUnavailableReason(fullPrice, choice)).toBe('NOTHING_ENDING');
  });
});
