import { describe, expect, it } from 'vitest';
import {
  checkRadioIdOrVin,
  checkRefreshIdentifier,
  classifyRadioIdOrVin,
  classifyRefreshIdentifier,
  radioIdOrVinSchema,
  refreshIdentifierSchema,
} from './device-identifier.ts';

describe('radio id or VIN', () => {
  it.each([
    ['abcd1234', { kind: 'radioId', radioId: 'ABCD1234' }],
    ['ABCD-EFGH-1234', { kind: 'radioId', radioId: 'ABCD-EFGH-1234' }],
    ['1hgcm82633a004352', { kind: 'vin', vin: '1HGCM82633A004352' }],
  ])('reads %s', (value, identifier) => {
    expect(classifyRadioIdOrVin(value)).toEqual(identifier);
    expect(checkRadioIdOrVin(value)).toBeNull();
  });

  it.each([
    ['', 'REQUIRED'],
    ['ABCD123', 'INVALID'],
    ['ABCDEFG123456', 'INVALID'],
    ['555-123-4567', 'INVALID'],
    ['1HGCM82643A004352', 'CHECK_DIGIT'],
  ])('refuses %j with %s', (value, code) => {
    expect(checkRadioIdOrVin(value)).toBe(code);
  });

  it('parses trimmed', () => {
    expect(radioIdOrVinSchema.parse(' ABCD1234 ')).toBe('ABCD1234');
  });
});

describe('refresh identifier (radio id, VIN or phone)', () => {
  it.each([
    ['ABCD1234', { kind: 'radioId', radioId: 'ABCD1234' }],
    ['abcdef123456', { kind: 'radioId', radioId: 'ABCDEF123456' }],
    ['ABCDE12345', { kind: 'radioId', radioId: 'ABCDE12345' }],
    ['1HGCM82633A004352', { kind: 'vin', vin: '1HGCM82633A004352' }],
    ['555-123-4567', { kind: 'phone', phone: '5551234567' }],
    ['5551234567', { kind: 'phone', phone: '5551234567' }],
  ])('reads %s', (value, identifier) => {
    expect(classifyRefreshIdentifier(value)).toEqual(identifier);
    expect(checkRefreshIdentifier(value)).toBeNull();
  });

  it.each([
    ['', 'REQUIRED'],
    ['555-1234', 'INVALID'],
    ['(555) 123-4567', 'INVALID'],
    ['ABCD12345', 'INVALID'],
    ['1HGCM82643A004352', 'CHECK_DIGIT'],
  ])('refuses %j with %s', (value, code) => {
    expect(checkRefreshIdentifier(value)).toBe(code);
  });

  it('parses trimmed', () => {
    expect(refreshIdentifierSchema.parse(' 555-123-4567 ')).toBe('555-123-4567');
  });
});
