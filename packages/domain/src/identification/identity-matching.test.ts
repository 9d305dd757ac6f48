import { describe, expect, it } from 'vitest';
import {
  isDialablePhone,
  nameKey,
  namesMatch,
  phoneKey,
  phonesMatch,
  zipKey,
  zipsMatch,
} from './identity-matching.ts';

describe('matching typed details with an account', () => {
  it('compares names without case, accents, spaces, hyphens or apostrophes', () => {
    expect(nameKey("Côté-O'Neil")).toBe('coteoneil');
    expect(namesMatch('elise', 'Élise')).toBe(true);
    expect(namesMatch('DE LA CRUZ', 'De la Cruz')).toBe(true);
    expect(namesMatch('Rivera', 'Riviera')).toBe(false);
    expect(namesMatch('', '')).toBe(false);
    expect(namesMatch('--', '')).toBe(false);
  });

  it('compares phones by their 10 digits, a leading 1 dropped', () => {
    expect(phoneKey('512-555-0101')).toBe('5125550101');
    expect(phoneKey('(512) 555-0101')).toBe('5125550101');
    expect(phoneKey('+1 512 555 0101')).toBe('5125550101');
    expect(phoneKey('555-0101')).toBeUndefined();
    expect(phonesMatch('512.555.0101', '5125550101')).toBe(true);
    expect(phonesMatch('5125550101', null)).toBe(false);
  });

  it('knows a number no one can have', () => {
    expect(isDialablePhone('5125550101')).toBe(true);
    expect(isDialablePhone('1125550101')).toBe(false);
    expect(isDialablePhone('0125550101')).toBe(false);
    expect(isDialablePhone('5121550101')).toBe(false);
    expect(isDialablePhone('9115550101')).toBe(false);
    expect(isDialablePhone('5124110101')).toBe(false);
    expect(isDialablePhone('512555')).toBe(false);
  });

  it('compares zips without spaces, upper-cased, a ZIP+4 on its first five digits', () => {
    expect(zipKey('h3b 1a6', 'ca')).toBe('H3B1A6');
    expect(zipKey('78701-1234', 'us')).toBe('78701');
    expect(zipsMatch('h3b1a6', 'H3B 1A6', 'ca')).toBe(true);
    expect(zipsMatch('78701', '78701-0001', 'us')).toBe(true);
    expect(zipsMatch('78702', '78701', 'us')).toBe(false);
    expect(zipsMatch('', '', 'us')).toBe(false);
  });
});
