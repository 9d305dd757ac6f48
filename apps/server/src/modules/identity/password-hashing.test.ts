import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ConfigError } from '../../platform/env/config-error.ts';
import { commonPasswordCount, findCommonPassword } from './common-passwords.ts';
import { ARGON2ID_STANDARD, createPasswordHasher } from './password-hashing.ts';

describe('password hashing', () => {
  it('runs argon2id with t=1, m=46 MiB, p=1 unless the test suite asks otherwise', async () => {
    expect(loadConfig({}).identity.passwordHashing).toBe('argon2id-standard');
    expect(ARGON2ID_STANDARD).toMatchObject({ timeCost: 1, memoryCost: 47_104, parallelism: 1 });

    const hasher = createPasswordHasher('argon2id-standard');
    const stored = await hasher.hash('Comet-Tail-42');
    // The stored hash names the parameters it was made with: the ones verified against later.
    expect(stored).toMatch(
      /^\$argon2id\$v=19\$m=47104,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(await hasher.verify(stored, 'Comet-Tail-42')).toBe(true);
    expect(await hasher.verify(stored, 'comet-tail-42')).toBe(false);
    expect(await hasher.verify('not a hash', 'Comet-Tail-42')).toBe(false);
    expect(await hasher.verifyNothing('Comet-Tail-42')).toBe(false);
  });

  it('refuses the cheap test profile outside NODE_ENV=test', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PASSWORD_HASHING: 'argon2id-test-only' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASHING: 'argon2id-test-only' })).toThrow(
      /PASSWORD_HASHING=argon2id-test-only is allowed only with NODE_ENV=test/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'argon2id-test-only' }).identity
        .passwordHashing,
    ).toBe('argon2id-test-only');
  });

  it('checks a missing hash against one of the same cost as a real one (no enumeration by timing)', async () => {
    const checked = vi.fn(argon2.verify);
    const hasher = createPasswordHasher('argon2id-standard', {
      hash: argon2.hash,
      verify: checked,
    });
    const stored = await hasher.hash('Comet-Tail-42');
    await expect(hasher.verifyNothing('Wrong-Guess-11')).resolves.toBe(false);
    // One real argon2 verification, of a hash made with the same parameters: the same work as
    // a wrong password for a real sign-in, whatever the machine's speed.
    expect(checked).toHaveBeenCalledTimes(1);
    const costOf = (phc: string) => phc.split('$').slice(1, 4).join('$');
    expect(costOf(String(checked.mock.calls[0]?.[0]))).toBe(costOf(stored));
  });
});

describe('the common-password list', () => {
  it('is a real list, kept on the server', () => {
    expect(commonPasswordCount()).toBeGreaterThan(40_000);
    expect(findCommonPassword('1qaz@WSX')).toEqual({ kind: 'whole' });
    expect(findCommonPassword('Sunshine2024!')).toEqual({ kind: 'word', word: 'sunshine' });
    expect(findCommonPassword('F00tball-99')).toMatchObject({ kind: 'word' });
    expect(findCommonPassword('Comet-Tail-42')).toBeUndefined();
  });
});
