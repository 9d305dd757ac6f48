import { type EnvOf, HOUR, integer, MINUTE, oneOf } from './env-vars.ts';

/**
 * `argon2id-standard` is the only profile a real server runs: t=1, m=46 MiB, p=1 (OWASP's first
 * argon2id setting, ARCHITECTURE §5). The test profile exists so the suite is not slowed by
 * ~100 ms per hash; the config refuses it outside NODE_ENV=test.
 */
export const PASSWORD_HASHING_PROFILES = ['argon2id-standard', 'argon2id-test-only'] as const;
export type PasswordHashingProfile = (typeof PASSWORD_HASHING_PROFILES)[number];

/** Sign-in: password hashing, the password guard, lookups, one-time codes and magic links. */
export const identityEnv = {
  SIGN_IN_DELAY_BASE_SECONDS: integer(1, MINUTE, 1),
  SIGN_IN_DELAY_MAX_SECONDS: integer(1, 10 * MINUTE, 30),
  SIGN_IN_CHECK_AFTER_HANDLE_FAILURES: integer(1, 100, 5),
  SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES_PER_HOUR: integer(1, 100_000, 20),
  SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: integer(1, 100_000, 20),
  IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: integer(1, 100_000, 30),
  OTP_SENDS_PER_DESTINATION_PER_HOUR: integer(1, 100, 5),
  OTP_TTL_SECONDS: integer(60, 10 * MINUTE, 10 * MINUTE),
  MAGIC_LINK_TTL_SECONDS: integer(60, HOUR, 15 * MINUTE),
  PASSWORD_HASHING: oneOf(PASSWORD_HASHING_PROFILES, 'argon2id-standard'),
};

type IdentityEnv = EnvOf<typeof identityEnv>;

export type IdentitySettings = {
  passwordHashing: PasswordHashingProfile;
  /**
   * Password checks that cannot lock a customer out (ADR 024): failures of one handle from one
   * client address make that pair wait (base, doubling, up to max); enough failures of a handle
   * from anywhere, or from one address over any handles, ask for a human check first.
   */
  passwordGuard: {
    delayBaseSeconds: number;
    delayMaxSeconds: number;
    checkAfterHandleFailures: number;
    checkAfterAddressFailuresPerHour: number;
  };
  signInAttemptsPerAddressPerMinute: number;
  lookupsPerAddressPerMinute: number;
  otpSendsPerDestinationPerHour: number;
  otpTtlSeconds: number;
  magicLinkTtlSeconds: number;
};

export function identitySettingsOf(env: IdentityEnv): IdentitySettings {
  return {
    passwordHashing: env.PASSWORD_HASHING,
    passwordGuard: {
      delayBaseSeconds: env.SIGN_IN_DELAY_BASE_SECONDS,
      delayMaxSeconds: env.SIGN_IN_DELAY_MAX_SECONDS,
      checkAfterHandleFailures: env.SIGN_IN_CHECK_AFTER_HANDLE_FAILURES,
      checkAfterAddressFailuresPerHour: env.SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES_PER_HOUR,
    },
    signInAttemptsPerAddressPerMinute: env.SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE,
    lookupsPerAddressPerMinute: env.IDENTITY_LOOKUPS_PER_IP_PER_MINUTE,
    otpSendsPerDestinationPerHour: env.OTP_SENDS_PER_DESTINATION_PER_HOUR,
    otpTtlSeconds: env.OTP_TTL_SECONDS,
    magicLinkTtlSeconds: env.MAGIC_LINK_TTL_SECONDS,
  };
}

export function identityEnvProblems(
  env: IdentityEnv,
  rawEnv: Record<string, string | undefined>,
  mode: string,
): string[] {
  const problems: string[] = [];
  if (env.SIGN_IN_DELAY_MAX_SECONDS < env.SIGN_IN_DELAY_BASE_SECONDS) {
    problems.push(
      `SIGN_IN_DELAY_MAX_SECONDS must be at least SIGN_IN_DELAY_BASE_SECONDS (${env.SIGN_IN_DELAY_BASE_SECONDS}) (got "${rawEnv.SIGN_IN_DELAY_MAX_SECONDS}")`,
    );
  }
  // Cheap hashes would make a leaked table easy to crack: only the test suite may ask for them.
  if (env.PASSWORD_HASHING !== 'argon2id-standard' && mode !== 'test') {
    problems.push(
      `PASSWORD_HASHING=${env.PASSWORD_HASHING} is allowed only with NODE_ENV=test (got NODE_ENV "${mode}")`,
    );
  }
  return problems;
}
