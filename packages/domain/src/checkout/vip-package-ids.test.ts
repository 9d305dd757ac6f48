import { describe, expect, it } from 'vitest';
import {
  vipContentLocaleOf,
  vipContentPackageIdOf,
  vipPackageIdOf,
  vipSuffixOfPackage,
} from './vip-package-ids.ts';

describe('VIP package ids (spec 001 §9)', () => {
  it.each([
    ['SXM_PLATINUM_AUD_VIP', 'SXM_PLATINUM_AUD_VIP', 'AUD_VIP'],
    ['3_PLATINUM_CAN_VIP', 'SXM_PLATINUM_CAN_VIP', 'CAN_VIP'],
    [' 3_PLATINUM_IP_VIP ', 'SXM_PLATINUM_IP_VIP', 'IP_VIP'],
  ])('%s is VIP as %s (%s)', (id, current, suffix) => {
    expect(vipPackageIdOf(id)).toBe(current);
    expect(vipSuffixOfPackage(id)).toBe(suffix);
  });

  it.each(['SXM_PLATINUM', '3_ALL_ACCESS', 'SXM_SHIP_VIP', 'SXM_PLATINUM_AUD_VIP_X'])(
    '%s is not VIP',
    (id) => {
      expect(vipPackageIdOf(id)).toBeUndefined();
      expect(vipSuffixOfPackage(id)).toBeUndefined();
    },
  );

  it('reads the content locale from the region: Quebec in French, the rest of Canada in English', () => {
    expect(vipContentLocaleOf({ country: 'ca', state: 'QC' })).toBe('fr-CA');
    expect(vipContentLocaleOf({ country: 'ca', state: ' qc ' })).toBe('fr-CA');
    expect(vipContentLocaleOf({ country: 'ca', state: 'ON' })).toBe('en-CA');
    expect(vipContentLocaleOf({ country: 'us', state: 'NY' })).toBe('en-US');
  });

  it('adds the locale suffix for Quebec only, and only in Canada', () => {
    expect(vipContentPackageIdOf('3_PLATINUM_CAN_VIP', { country: 'ca', state: 'QC' })).toBe(
      'SXM_PLATINUM_CAN_VIP_FR_CA',
    );
    expect(vipContentPackageIdOf('SXM_PLATINUM_CAN_VIP', { country: 'ca', state: 'BC' })).toBe(
      'SXM_PLATINUM_CAN_VIP',
    );
    expect(vipContentPackageIdOf('SXM_PLATINUM_AUD_VIP', { country: 'us', state: 'QC' })).toBe(
      'SXM_PLATINUM_AUD_VIP',
    );
    expect(vipContentPackageIdOf('SXM_PLATINUM', { country: 'ca', state: 'QC' })).toBeUndefined();
  });
});
