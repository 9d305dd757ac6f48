import { describe, expect, it } from 'vitest';
import { checkPhone, isPhone, normalisePhone, optionalPhoneSchema, phoneSchema } from './phone.ts';

describe('phone', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['555-123-4567', '5551234567'],
    [' 555-123-4567 ', '5551234567'],
  ])('reads %j as %s', (input, digits) => {
    expect(checkPhone(input)).toBeNull();
    expect(normalisePhone(input)).toBe(digits);
    expect(phoneSchema.parse(input)).toBe(digits);
  });

  it.each([
    ['', 'REQUIRED'],
    ['555123456', 'TOO_SHORT'],
    ['15551234567', 'TOO_LONG'],
    ['(555) 123-4567', 'INVALID'],
    ['555.123.4567', 'INVALID'],
    ['5551-23-4567', 'INVALID'],
    ['555-1234567', 'INVALID'],
    ['+1 555 123 4567', 'INVALID'],
    ['555123456a', 'INVALID'],
  ])('refuses %j with %s', (input, code) => {
    expect(checkPhone(input)).toBe(code);
    expect(normalisePhone(input)).toBeUndefined();
    expect(isPhone(input)).toBe(false);
  });

  it('has an optional form for forms where the phone may be blank', () => {
    expect(optionalPhoneSchema.parse('')).toBeUndefined();
    expect(optionalPhoneSchema.parse('555-123-4567')).toBe('5551234567');
    expect(optionalPhoneSchema.safeParse('12').success).toBe(false);
  });
});
