import { describe, expect, it } from 'vitest';
import { isPlatinumVipPackage, platinumVipSuffixOf, rewritePackageId } from './packages.ts';

describe('rewritePackageId', () => {
  it.each([
    ['3_MUSIC_SHOWCASE', 'SXM_MUSIC_SHOWCASE'],
    ['3_', 'SXM_'],
    ['SXM_ALL_ACCESS', 'SXM_ALL_ACCESS'],
    ['13_X', '13_X'],
    ['X3_Y', 'X3_Y'],
  ])('%s → %s', (id, rewritten) => {
    expect(rewritePackageId(id)).toBe(rewritten);
  });
});

describe('Platinum VIP packages', () => {
  it.each([
    ['SXM_PLATINUM_AUD_VIP', 'AUD_VIP'],
    ['SXM_PLATINUM_CAN_VIP', 'CAN_VIP'],
    ['SXM_PLATINUM_IP_VIP', 'IP_VIP'],
    ['AUD_VIP', 'AUD_VIP'],
  ])('%s ends in %s', (id, suffix) => {
    expect(platinumVipSuffixOf(id)).toBe(suffix);
    expect(isPlatinumVipPackage(id)).toBe(true);
  });

  it.each(['SXM_PLATINUM', 'SXM_SHIP_VIP', 'SXM_AUD_VIP_2', 'sxm_platinum_aud_vip', 'SXM_VIP'])(
    '%s is not one',
    (id) => {
      expect(isPlatinumVipPackage(id)).toBe(false);
    },
  );
});
