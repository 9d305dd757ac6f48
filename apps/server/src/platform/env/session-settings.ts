import { DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK } from '@orbit/domain';
import { boolean, type EnvOf, integer } from './env-vars.ts';

/** The care session (its cookie and lifetimes) and the per-address budgets of the care surface. */
export const sessionEnv = {
  SESSION_IDLE_TIMEOUT_SECONDS: integer(60, 86_400, 1200),
  SESSION_ABSOLUTE_TIMEOUT_SECONDS: integer(60, 7 * 86_400, 43_200),
  COOKIE_SECURE: boolean(undefined),
  CARE_SESSION_STARTS_PER_IP_PER_MINUTE: integer(1, 100_000, 60),
  LOG_MESSAGE_RATE_LIMIT_PER_MINUTE: integer(1, 100_000, 120),
  ANONYMOUS_SESSION_RATE_LIMIT_PER_MINUTE: integer(1, 100_000, 60),
  DEVICE_GRANT_RATE_LIMIT_PER_MINUTE: integer(1, 100_000, 30),
  PARTNER_API_CALLS_PER_TOKEN_PER_MINUTE: integer(1, 100_000, 60),
  DO_NOT_CALL_REQUESTS_PER_IP_PER_HOUR: integer(
    1,
    100_000,
    DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK,
  ),
};

type SessionEnv = EnvOf<typeof sessionEnv>;

export type SessionSettings = {
  idleTimeoutSeconds: number;
  absoluteTimeoutSeconds: number;
  cookieSecure: boolean;
  /** New anonymous care sessions (env-info without a live cookie) per client address per minute. */
  startsPerAddressPerMinute: number;
};

export type RateLimitSettings = {
  logMessagesPerMinute: number;
  anonymousSessionsPerMinute: number;
  deviceGrantsPerMinute: number;
  /** Partner API calls (ADR 081) with one access token per minute. */
  partnerCallsPerTokenPerMinute: number;
  /** Do-not-call requests from one client address an hour before each needs a human check. */
  doNotCallRequestsPerAddressPerHour: number;
};

export function sessionSettingsOf(env: SessionEnv, mode: string): SessionSettings {
  return {
    idleTimeoutSeconds: env.SESSION_IDLE_TIMEOUT_SECONDS,
    absoluteTimeoutSeconds: env.SESSION_ABSOLUTE_TIMEOUT_SECONDS,
    // Browsers drop Secure cookies over plain http, so only production defaults to Secure.
    cookieSecure: env.COOKIE_SECURE ?? mode === 'production',
    startsPerAddressPerMinute: env.CARE_SESSION_STARTS_PER_IP_PER_MINUTE,
  };
}

export function rateLimitSettingsOf(env: SessionEnv): RateLimitSettings {
  return {
    logMessagesPerMinute: env.LOG_MESSAGE_RATE_LIMIT_PER_MINUTE,
    anonymousSessionsPerMinute: env.ANONYMOUS_SESSION_RATE_LIMIT_PER_MINUTE,
    deviceGrantsPerMinute: env.DEVICE_GRANT_RATE_LIMIT_PER_MINUTE,
    partnerCallsPerTokenPerMinute: env.PARTNER_API_CALLS_PER_TOKEN_PER_MINUTE,
    doNotCallRequestsPerAddressPerHour: env.DO_NOT_CALL_REQUESTS_PER_IP_PER_HOUR,
  };
}

export function sessionEnvProblems(
  env: SessionEnv,
  rawEnv: Record<string, string | undefined>,
): string[] {
  if (env.SESSION_ABSOLUTE_TIMEOUT_SECONDS >= env.SESSION_IDLE_TIMEOUT_SECONDS) return [];
  return [
    `SESSION_ABSOLUTE_TIMEOUT_SECONDS must be at least SESSION_IDLE_TIMEOUT_SECONDS (${env.SESSION_IDLE_TIMEOUT_SECONDS}) (got "${rawEnv.SESSION_ABSOLUTE_TIMEOUT_SECONDS}")`,
  ];
}
