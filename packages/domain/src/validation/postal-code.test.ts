import { describe, expect, it } from 'vitest';
import { checkPostalCode, normalisePostalCode, postalCodeSchema } from './postal-code.ts';

describe('US ZIP codes', () => {
  it.each(['12345', '12345-6789', ' 90210 '])('accepts %j', (zip) => {
    expect(checkPostalCode(zip, 'us')).toBeNull();
  });

  it.each([
    ['', 'REQUIRED'],
    ['1234', 'INVALID'],
    ['123456', 'INVALID'],
    ['12345-678', 'INVALID'],
    ['12345 6789', 'INVALID'],
    ['123456789', 'INVALID'],
    ['K1A 0B1', 'INVALID'],
  ])('refuses %j with %s', (zip, code) => {
    expect(checkPostalCode(zip, 'us')).toBe(code);
  });
});

describe('Canadian postal codes', () => {
  it.each(['K1A 0B1', 'K1A0B1', 'H2X 1Y4', 'V5K 0A1', 'A1A 1A1', 'Z9Z 9Z9', 'T2P 1J1'])(
    'accepts %j',
    (code) => {
      expect(checkPostalCode(code, 'ca')).toBeNull();
    },
  );

  it.each([
    ['', 'REQUIRED'],
    ['k1a 0b1', 'INVALID'],
    ['I1A 1A1', 'INVALID'],
    ['A1A 1I1', 'INVALID'],
    ['K1A  0B1', 'INVALID'],
    ['K1A-0B1', 'INVALID'],
    ['11A 1A1', 'INVALID'],
    ['K1A 0B', 'INVALID'],
    ['12345', 'INVALID'],
  ])('refuses %j with %s', (code, error) => {
    expect(checkPostalCode(code, 'ca')).toBe(error);
  });

  it('lets the middle letter be any letter, I included', () => {
    expect(checkPostalCode('K1I 0B1', 'ca')).toBeNull();
  });

  it('normalises to upper case with one space', () => {
    expect(normalisePostalCode(' k1a0b1 ', 'ca')).toBe('K1A 0B1');
    expect(normalisePostalCode('k1a 0b1', 'ca')).toBe('K1A 0B1');
    expect(normalisePostalCode(' 12345-6789 ', 'us')).toBe('12345-6789');
    expect(postalCodeSchema('ca').parse('K1A0B1')).toBe('K1A 0B1');
    expect(postalCodeSchema('us').parse(' 12345 ')).toBe('12345');
  });
});
