import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';
import type { PasswordHashingProfile } from '../../config.ts';

/** `Algorithm.Argon2id`; the package declares its enum `const`, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/**
 * ARCHITECTURE §5 and OWASP's first argon2id setting: 1 pass over 46 MiB (47104 KiB), one lane.
 * About 50–100 ms per hash on a 2-core machine. The PHC string stores the parameters, so hashes
 * made with other parameters keep verifying after a change.
 */
export const ARGON2ID_STANDARD: Options = {
  algorithm: ARGON2ID,
  timeCost: 1,
  memoryCost: 47_104,
  parallelism: 1,
  outputLen: 32,
};

/** For the test suite only (the config refuses it elsewhere): same algorithm, trivial cost. */
const ARGON2ID_TEST_ONLY: Options = { ...ARGON2ID_STANDARD, memoryCost: 64 };

const PROFILES: Record<PasswordHashingProfile, Options> = {
  'argon2id-standard': ARGON2ID_STANDARD,
  'argon2id-test-only': ARGON2ID_TEST_ONLY,
};

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value that is not an argon2 hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a real verification and answers false. Used when there is no hash to
   * check (unknown handle, passwordless identity) so that the answer takes as long as a wrong
   * password's would (no enumeration by timing).
   */
  verifyNothing(password: string): Promise<false>;
};

/** The argon2 functions the hasher calls: the native ones, or a test's spy on them. */
export type Argon2 = { hash: typeof hash; verify: typeof verify };

export function createPasswordHasher(
  profile: PasswordHashingProfile,
  argon2: Argon2 = { hash, verify },
): PasswordHasher {
  const options = PROFILES[profile];
  let dummyHash: Promise<string> | undefined;
  const verifyHash = async (passwordHash: string, password: string) => {
    try {
      return await argon2.verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => argon2.hash(password, options),
    verify: verifyHash,
    async verifyNothing(password) {
      dummyHash ??= argon2.hash('no identity has this password', options);
      await verifyHash(await dummyHash, password);
      return false;
    },
  };
}
