import { DAY, type EnvOf, HOUR, integer, MINUTE } from './env-vars.ts';

/** Lifetimes of the service-API credentials (ADR 006), and how often expired ones are deleted. */
export const serviceTokenEnv = {
  ACCESS_TOKEN_TTL_SECONDS: integer(60, DAY, 15 * MINUTE),
  REFRESH_TOKEN_TTL_SECONDS: integer(5 * MINUTE, 365 * DAY, 30 * DAY),
  DEVICE_GRANT_TTL_SECONDS: integer(5 * MINUTE, 30 * DAY, DAY),
  DEVICE_REFRESH_GRANT_TTL_SECONDS: integer(HOUR, 5 * 365 * DAY, 365 * DAY),
  SIGN_IN_GRANT_TTL_SECONDS: integer(10, 5 * MINUTE, 5 * MINUTE),
  DEVICE_CHALLENGE_TTL_SECONDS: integer(10, HOUR, 5 * MINUTE),
  EXPIRED_ROWS_PURGE_INTERVAL_SECONDS: integer(0, DAY, HOUR),
};

type ServiceTokenEnv = EnvOf<typeof serviceTokenEnv>;

export type ServiceTokenLifetimes = {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  deviceGrantSeconds: number;
  deviceRefreshGrantSeconds: number;
  signInGrantSeconds: number;
  deviceChallengeSeconds: number;
};

export function serviceTokenLifetimesOf(env: ServiceTokenEnv): ServiceTokenLifetimes {
  return {
    accessTokenSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    deviceGrantSeconds: env.DEVICE_GRANT_TTL_SECONDS,
    deviceRefreshGrantSeconds: env.DEVICE_REFRESH_GRANT_TTL_SECONDS,
    signInGrantSeconds: env.SIGN_IN_GRANT_TTL_SECONDS,
    deviceChallengeSeconds: env.DEVICE_CHALLENGE_TTL_SECONDS,
  };
}

/** A credential that outlives the one that renews it could never be renewed in time. */
export function serviceTokenEnvProblems(
  env: ServiceTokenEnv,
  rawEnv: Record<string, string | undefined>,
): string[] {
  const problems: string[] = [];
  if (env.REFRESH_TOKEN_TTL_SECONDS <= env.ACCESS_TOKEN_TTL_SECONDS) {
    problems.push(
      `REFRESH_TOKEN_TTL_SECONDS must be longer than ACCESS_TOKEN_TTL_SECONDS (${env.ACCESS_TOKEN_TTL_SECONDS}) (got "${rawEnv.REFRESH_TOKEN_TTL_SECONDS}")`,
    );
  }
  if (env.DEVICE_REFRESH_GRANT_TTL_SECONDS <= env.DEVICE_GRANT_TTL_SECONDS) {
    problems.push(
      `DEVICE_REFRESH_GRANT_TTL_SECONDS must be longer than DEVICE_GRANT_TTL_SECONDS (${env.DEVICE_GRANT_TTL_SECONDS}) (got "${rawEnv.DEVICE_REFRESH_GRANT_TTL_SECONDS}")`,
    );
  }
  return problems;
}
