import { describe, expect, it } from 'vitest';
import { checkDateOfBirth, dateOfBirthSchema, parseDateOfBirth } from './date-of-birth.ts';

describe('date of birth (D/M)', () => {
  it.each([
    ['1/1', { day: 1, month: 1 }],
    ['01/01', { day: 1, month: 1 }],
    ['31/12', { day: 31, month: 12 }],
    ['29/2', { day: 29, month: 2 }],
    ['30/04', { day: 30, month: 4 }],
    ['9/11', { day: 9, month: 11 }],
  ])('reads %s', (text, parsed) => {
    expect(parseDateOfBirth(text)).toEqual(parsed);
    expect(checkDateOfBirth(text)).toBeNull();
  });

  it.each([
    ['', 'REQUIRED'],
    ['0/1', 'INVALID'],
    ['32/1', 'INVALID'],
    ['1/0', 'INVALID'],
    ['1/13', 'INVALID'],
    ['30/2', 'INVALID'],
    ['31/4', 'INVALID'],
    ['1/1/1990', 'INVALID'],
    ['001/01', 'INVALID'],
    ['1-1', 'INVALID'],
  ])('refuses %j with %s', (text, code) => {
    expect(checkDateOfBirth(text)).toBe(code);
  });

  it('parses to DD/MM', () => {
    expect(dateOfBirthSchema.parse('5/7')).toBe('05/07');
  });
});
