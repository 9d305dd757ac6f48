import { describe, expect, it } from 'vitest';
import {
  checkRadioId,
  isRadioIdLike,
  isUuid,
  normaliseRadioId,
  radioIdSchema,
} from './radio-id.ts';

describe('checkRadioId', () => {
  it.each([
    'ABCD1234',
    'abcd1234',
    '0123456789AB',
    'ABCD-EFGH-1234',
    'A1-B2-C3-D4',
    '12345678901234',
  ])('accepts %s', (id) => {
    expect(checkRadioId(id)).toBeNull();
  });

  it.each([
    ['', 'REQUIRED'],
    ['ABC1234', 'TOO_SHORT'],
    ['123456789012345', 'TOO_LONG'],
    ['ABCD_1234', 'INVALID'],
    ['ABCD 1234', 'INVALID'],
    ['-ABCD1234', 'INVALID'],
    ['ABCD1234-', 'INVALID'],
    ['ABCD--1234', 'INVALID'],
    ['--------', 'INVALID'],
  ])('refuses %j with %s', (id, code) => {
    expect(checkRadioId(id)).toBe(code);
  });
});

describe('isRadioIdLike', () => {
  it.each(['ABCD1234', 'ABCDE12345', 'ABCDEF123456', 'ABCD-EFGH-1234', ' abcd1234 '])(
    'accepts %s',
    (id) => {
      expect(isRadioIdLike(id)).toBe(true);
    },
  );

  it.each([
    'ABCD123',
    'ABCDE1234',
    'ABCDE123456',
    'ABCDEF1234567',
    'ABC-DEFG-1234',
    'ABCD-EFGH',
    'A1-B2-C3-D4',
  ])('refuses %s', (id) => {
    expect(isRadioIdLike(id)).toBe(false);
  });
});

describe('normaliseRadioId', () => {
  it('upper-cases radio ids but keeps UUIDs as issued', () => {
    expect(normaliseRadioId(' abcd1234 ')).toBe('ABCD1234');
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(isUuid(uuid)).toBe(true);
    expect(normaliseRadioId(uuid)).toBe(uuid);
    expect(isUuid('ABCD-EFGH-1234')).toBe(false);
    expect(radioIdSchema.parse('abcd-efgh-1234')).toBe('ABCD-EFGH-1234');
  });
});
