import { boolean, type EnvOf, hostNames, integer, MINUTE, origins, text } from './env-vars.ts';

/** Passkeys (WebAuthn) and device codes (a TV or car signed in from a phone). */
export const signInMethodEnv = {
  PASSKEYS_ENABLED: boolean(true),
  WEBAUTHN_RP_NAME: text('Orbit Radio'),
  WEBAUTHN_RP_IDS: hostNames('localhost,can.localhost'),
  WEBAUTHN_ORIGINS: origins(),
  DEVICE_CODE_TTL_SECONDS: integer(60, 30 * MINUTE, 10 * MINUTE),
  DEVICE_CODE_POLL_INTERVAL_SECONDS: integer(1, MINUTE, 5),
  DEVICE_CODE_REQUESTS_PER_IP_PER_MINUTE: integer(1, 100_000, 30),
  DEVICE_CODE_POLLS_PER_IP_PER_MINUTE: integer(1, 100_000, 120),
};

type SignInMethodEnv = EnvOf<typeof signInMethodEnv>;

export type PasskeySettings = {
  /** Off: the config service marks the passkey endpoints disabled and they answer PASSKEY_DISABLED. */
  enabled: boolean;
  rpName: string;
  /** RP IDs a ceremony may use: the request's host name must be one of them (or below one). */
  rpIds: readonly string[];
  /** Origins a credential may come from; empty means the origin the request reached. */
  origins: readonly string[];
};

export type DeviceAuthorizationSettings = {
  codeTtlSeconds: number;
  pollIntervalSeconds: number;
  /** Code generations and authorize calls (guesses) per client address per minute. */
  requestsPerAddressPerMinute: number;
  /** Polls of authenticate per client address per minute (beyond slow_down). */
  pollsPerAddressPerMinute: number;
};

export function passkeySettingsOf(env: SignInMethodEnv): PasskeySettings {
  return {
    enabled: env.PASSKEYS_ENABLED ?? true,
    rpName: env.WEBAUTHN_RP_NAME,
    rpIds: env.WEBAUTHN_RP_IDS,
    origins: env.WEBAUTHN_ORIGINS,
  };
}

export function deviceAuthorizationSettingsOf(env: SignInMethodEnv): DeviceAuthorizationSettings {
  return {
    codeTtlSeconds: env.DEVICE_CODE_TTL_SECONDS,
    pollIntervalSeconds: env.DEVICE_CODE_POLL_INTERVAL_SECONDS,
    requestsPerAddressPerMinute: env.DEVICE_CODE_REQUESTS_PER_IP_PER_MINUTE,
    pollsPerAddressPerMinute: env.DEVICE_CODE_POLLS_PER_IP_PER_MINUTE,
  };
}
