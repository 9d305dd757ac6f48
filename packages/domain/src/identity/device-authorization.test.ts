import { describe, expect, it } from 'vitest';
import {
  formatUserCode,
  isCompleteUserCode,
  normaliseUserCode,
  USER_CODE_ALPHABET,
} from './device-authorization.ts';
import { passkeyAuthenticationCredentialSchema, toBase64url } from './passkey.ts';

describe('user codes', () => {
  it('has no vowels, no Y and no digits', () => {
    expect(USER_CODE_ALPHABET).toHaveLength(20);
    expect(USER_CODE_ALPHABET).not.toMatch(/[AEIOUY0-9]/);
  });

  it('formats as XXXX-XXXX while typing, dropping what is not in the alphabet', () => {
    expect(formatUserCode('b')).toBe('B');
    expect(formatUserCode('bcdf')).toBe('BCDF');
    expect(formatUserCode('bcdfg')).toBe('BCDF-G');
    expect(formatUserCode(' bcdf - ghjk ')).toBe('BCDF-GHJK');
    expect(formatUserCode('BCDF-GHJKLMN')).toBe('BCDF-GHJK');
    expect(normaliseUserCode('a1b-e2c')).toBe('BC');
    expect(isCompleteUserCode('bcdf ghjk')).toBe(true);
    expect(isCompleteUserCode('bcdf-ghj')).toBe(false);
  });
});

describe('passkey credential fields', () => {
  it('are normalised from base64 to base64url', () => {
    expect(toBase64url('ab+/cd==')).toBe('ab-_cd');
    const parsed = passkeyAuthenticationCredentialSchema.parse({
      id: 'a+b',
      rawId: 'a+b=',
      type: 'public-key',
      response: {
        clientDataJSON: 'x/y',
        authenticatorData: 'z',
        signature: 's+=',
        userHandle: null,
      },
    });
    expect(parsed).toMatchObject({
      rawId: 'a-b',
      response: { clientDataJSON: 'x_y', signature: 's-' },
    });
    expect(() =>
      passkeyAuthenticationCredentialSchema.parse({
        id: 'a',
        rawId: 'a',
        type: 'public-key',
        response: { clientDataJSON: 'not base64!', authenticatorData: 'z', signature: 's' },
      }),
    ).toThrow();
  });
});
