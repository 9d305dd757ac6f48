import { describe, expect, it } from 'vitest';
import {
  canUpdateServiceAddress,
  comparablePostalCode,
  provinceForRequest,
} from './service-address.ts';

describe('canUpdateServiceAddress', () => {
  it.each([
    ['K1A 0B1', 'k1a0b1', true],
    ['K1A0B1', ' K1A  0B1 ', true],
    ['12345', '12345', true],
    ['12345', '12346', false],
    ['12345', '12345-6789', false],
    ['K1A 0B1', 'K1A 0B2', false],
    ['', '', false],
    [undefined, '12345', false],
    ['12345', null, false],
  ])('current %j, new %j → %s', (current, next, allowed) => {
    expect(canUpdateServiceAddress(current, next)).toBe(allowed);
  });

  it('compares without spaces, upper-cased', () => {
    expect(comparablePostalCode(' k1a 0b1 ')).toBe('K1A0B1');
    expect(comparablePostalCode(undefined)).toBe('');
  });
});

describe('provinceForRequest', () => {
  it.each([
    ['ca', 'QC', 'QC'],
    ['CA', 'ON', 'ON'],
    ['Canada', ' BC ', 'BC'],
    ['us', 'NY', undefined],
    ['US', 'QC', undefined],
    ['USA', 'CA', undefined],
    ['ca', '', undefined],
    ['ca', undefined, undefined],
  ])('country %j with %j sends %j', (country, province, sent) => {
    expect(provinceForRequest(country, province)).toBe(sent);
  });
});
