import { describe, expect, it } from 'vitest';
import {
  accountNumberDigits,
  accountNumberSchema,
  checkAccountNumber,
  isAccountNumber,
} from './account-number.ts';

describe('checkAccountNumber', () => {
  it.each(['', '   ', '12345678', 'A12345', 'AB12345', '1234-5678', 'ab12-34-56'])(
    'accepts %j',
    (value) => {
      expect(checkAccountNumber(value)).toBeNull();
    },
  );

  it.each([
    ['ABC12345', 'INVALID'],
    ['AB', 'INVALID'],
    ['12345A', 'INVALID'],
    ['-12345', 'INVALID'],
    ['1234--5678', 'INVALID'],
    ['12345-', 'INVALID'],
    ['1'.repeat(21), 'TOO_LONG'],
  ])('refuses %j with %s', (value, code) => {
    expect(checkAccountNumber(value)).toBe(code);
    expect(isAccountNumber(value)).toBe(false);
  });

  it('keeps digits only for the act parameter, and parses optional', () => {
    expect(accountNumberDigits('AB12-34-56')).toBe('123456');
    expect(accountNumberSchema.parse('')).toBeUndefined();
    expect(accountNumberSchema.parse(' ab123 ')).toBe('AB123');
  });
});
