import { describe, expect, it } from 'vitest';
import {
  checkCurrentPassword,
  checkNewPassword,
  checkOtpEntry,
  checkUserCodeEntry,
  currentPasswordSchema,
  newPasswordSchema,
  otpEntrySchema,
  userCodeEntrySchema,
} from './entry-fields.ts';

const codeOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('a new password', () => {
  it.each([
    ['', 'REQUIRED'],
    ['   ', 'REQUIRED'],
    ['short', 'INVALID'],
    ['Orbit-Fan-2026', 'INVALID'],
    ['Comet Tail 42', 'INVALID'],
    ['Comet-Tail-42', null],
  ])('%j → %s', (password, code) => {
    expect(checkNewPassword(password)).toBe(code);
  });

  it('is taken as typed, never trimmed', () => {
    expect(newPasswordSchema.parse('Meteor-Shower-31')).toBe('Meteor-Shower-31');
    expect(codeOf(newPasswordSchema.safeParse(' Meteor-Shower-31 '))).toBe('INVALID');
  });
});

describe('the current password', () => {
  it('needs something typed, spaces included', () => {
    expect(checkCurrentPassword('')).toBe('REQUIRED');
    expect(checkCurrentPassword(' ')).toBeNull();
    expect(currentPasswordSchema.parse(' pass ')).toBe(' pass ');
  });
});

describe('a one-time passcode', () => {
  it.each([
    ['', 'REQUIRED'],
    ['12345', 'INVALID'],
    ['12a456', 'INVALID'],
    ['123 456', null],
    ['123-456', null],
  ])('%j → %s', (value, code) => {
    expect(checkOtpEntry(value)).toBe(code);
  });

  it('parses to its six digits', () => {
    expect(otpEntrySchema.parse(' 123 456 ')).toBe('123456');
    expect(codeOf(otpEntrySchema.safeParse('12 34'))).toBe('INVALID');
  });
});

describe('a device user code', () => {
  it.each([
    ['', 'REQUIRED'],
    ['aeiou', 'REQUIRED'],
    ['BCDF-GH', 'TOO_SHORT'],
    ['bcdf ghjk', null],
  ])('%j → %s', (value, code) => {
    expect(checkUserCodeEntry(value)).toBe(code);
  });

  it('parses to the eight letters the server takes', () => {
    expect(userCodeEntrySchema.parse('bcdf-ghjk')).toBe('BCDFGHJK');
  });
});
