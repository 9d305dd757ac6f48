import { describe, expect, it } from 'vitest';
import {
  checkVin,
  isVinLike,
  normaliseVin,
  VIN_CHECK_DIGIT_INDEX,
  vinCheckDigit,
  vinSchema,
} from './vin.ts';

/** Puts the computed check digit in position 9, making any well-formed VIN a valid one. */
function withCheckDigit(vin: string): string {
  const digit = vinCheckDigit(vin) ?? '?';
  return vin.slice(0, VIN_CHECK_DIGIT_INDEX) + digit + vin.slice(VIN_CHECK_DIGIT_INDEX + 1);
}

describe('vinCheckDigit', () => {
  it.each([
    ['1HGCM82633A004352', '3'],
    ['11111111111111111', '1'],
    ['1M8GDM9AXKP042788', 'X'],
    ['JH4KA7561PC008269', '1'],
  ])('computes %s → %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });

  it('ignores the digit already in position 9 (weight 0)', () => {
    expect(vinCheckDigit('1HGCM82603A004352')).toBe('3');
  });

  it('has no check digit for a malformed VIN', () => {
    expect(vinCheckDigit('1HGCM82633A00435')).toBeUndefined();
    expect(vinCheckDigit('1HGCM82633A00435I')).toBeUndefined();
  });
});

describe('checkVin', () => {
  it.each([
    '1HGCM82633A004352',
    '11111111111111111',
    '1M8GDM9AXKP042788',
    'JH4KA7561PC008269',
    '1hgcm82633a004352',
    ' 1HGCM82633A004352 ',
    withCheckDigit('5YJSA1E20HF000337'),
    withCheckDigit('2T1BURHE0JC123456'),
  ])('accepts %s', (vin) => {
    expect(checkVin(vin)).toBeNull();
  });

  it.each([
    ['', 'REQUIRED'],
    ['1HGCM82633A00435', 'TOO_SHORT'],
    ['1HGCM82633A0043521', 'TOO_LONG'],
    ['1HGCM82633A00435I', 'INVALID'],
    ['1HGCM82633A0O4352', 'INVALID'],
    ['1HGCM82633A0Q4352', 'INVALID'],
    ['1HGCM8263-A004352', 'INVALID'],
    ['1HGCM82643A004352', 'CHECK_DIGIT'],
    ['1M8GDM9A1KP042788', 'CHECK_DIGIT'],
    ['11111111211111111', 'CHECK_DIGIT'],
  ])('refuses %j with %s', (vin, code) => {
    expect(checkVin(vin)).toBe(code);
  });

  it('is VIN-shaped whatever the check digit, and parses upper-cased', () => {
    expect(isVinLike('1hgcm82643a004352')).toBe(true);
    expect(isVinLike('1HGCM82633A00435')).toBe(false);
    expect(normaliseVin(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
    expect(vinSchema.parse('1hgcm82633a004352')).toBe('1HGCM82633A004352');
  });
});
