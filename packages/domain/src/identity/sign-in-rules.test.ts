import { describe, expect, it } from 'vitest';
import { PRODUCT_ERRORS } from '../platform/error-codes.ts';
import { IDENTITY_ERRORS, SIGN_UP_ERROR_CODES, signUpErrorFor } from './error-codes.ts';
import { magicLinkUrl } from './magic-link.ts';
import { normalizeOtp } from './otp.ts';
import { signInStateFor } from './sign-in.ts';

const email = { type: 'EMAIL' as const, maskedValue: 'l******@orbitradio.test' };
const phone = { type: 'PHONE' as const, maskedValue: '***-***-0142' };

describe('signInStateFor (spec 001 §4)', () => {
  it('sends a passcode at once for exactly one contact option and no password', () => {
    expect(
      signInStateFor({
        identityId: 'idn_1',
        contactOptions: [email],
        hasPassword: false,
        hasPasskey: false,
      }),
    ).toEqual({ state: 'AwaitingOTP', methods: ['email'] });
  });

  it('otherwise lets the customer choose among password, email and phone', () => {
    expect(
      signInStateFor({
        identityId: 'idn_1',
        contactOptions: [email, phone],
        hasPassword: true,
        hasPasskey: false,
      }),
    ).toEqual({ state: 'AwaitingAuthMethod', methods: ['password', 'email', 'phone'] });
    expect(
      signInStateFor({
        identityId: 'idn_1',
        contactOptions: [email, phone],
        hasPassword: false,
        hasPasskey: false,
      }).state,
    ).toBe('AwaitingAuthMethod');
    expect(
      signInStateFor({
        identityId: 'idn_1',
        contactOptions: [email],
        hasPassword: true,
        hasPasskey: false,
      }).state,
    ).toBe('AwaitingAuthMethod');
  });
});

describe('identity error codes', () => {
  it('are product errors, each with a 4xx status and a message key', () => {
    for (const [code, entry] of Object.entries(IDENTITY_ERRORS)) {
      expect(PRODUCT_ERRORS[code as keyof typeof PRODUCT_ERRORS]).toBe(entry);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(500);
      // A 401 would make the SDK refresh its session and repeat the call.
      expect(entry.status).not.toBe(401);
    }
  });

  it('map every sign-up answer to one of the sign-up errors of spec 001 §8', () => {
    expect(signUpErrorFor('PASSWORD_DISALLOWED_WORDS')).toBe('INVALID_PASSWORD_ERROR');
    expect(signUpErrorFor('PASSWORD_POLICY_NOT_MET')).toBe('INVALID_PASSWORD_ERROR');
    expect(signUpErrorFor('PASSWORD_HAS_PERSONAL_DATA')).toBe('INVALID_PASSWORD_ERROR');
    expect(signUpErrorFor('PASSWORD_TOO_COMMON')).toBe('INVALID_PASSWORD_ERROR');
    expect(signUpErrorFor('IDENTITY_ALREADY_EXISTS_ERROR')).toBe('IDENTITY_ALREADY_EXISTS_ERROR');
    expect(signUpErrorFor('INVALID_CREDENTIALS')).toBe('INVALID_CREDENTIALS_ERROR');
    expect(signUpErrorFor('SOMETHING_ELSE')).toBe('SYSTEM');
    for (const code of SIGN_UP_ERROR_CODES) {
      if (
        code !== 'SYSTEM' &&
        code !== 'INVALID_PASSWORD_ERROR' &&
        code !== 'INVALID_CREDENTIALS_ERROR'
      ) {
        expect(signUpErrorFor(code)).toBe(code);
      }
    }
  });
});

describe('small rules', () => {
  it('reads a pasted passcode', () => {
    expect(normalizeOtp(' 123 456 ')).toBe('123456');
    expect(normalizeOtp('123-456')).toBe('123456');
    expect(normalizeOtp('12345')).toBeUndefined();
    expect(normalizeOtp('12345a')).toBeUndefined();
  });

  it('builds the magic link on the web app page', () => {
    expect(magicLinkUrl('https://care.orbitradio.com', 'oml_abc')).toBe(
      'https://care.orbitradio.com/sign-in/magic-link?magicLinkId=oml_abc',
    );
  });
});
