import type { Country } from '@orbit/domain';
import { z } from 'zod';
import { amazonEnv } from './platform/env/amazon-settings.ts';
import {
  billingClockEnv,
  type DunningSettings,
  dunningSettingsOf,
  type SchedulerSettings,
  schedulerSettingsOf,
} from './platform/env/billing-clock-settings.ts';
import { ConfigError } from './platform/env/config-error.ts';
import { formatEnvIssues } from './platform/env/env-vars.ts';
import {
  type HumanCheckSettings,
  humanCheckEnv,
  humanCheckSettingsOf,
} from './platform/env/human-check-settings.ts';
import {
  type IdentitySettings,
  identityEnv,
  identityEnvProblems,
  identitySettingsOf,
} from './platform/env/identity-settings.ts';
import { type MailSettings, mailEnv, mailSettingsOf } from './platform/env/mail-settings.ts';
import {
  type MarketConfig,
  marketEnv,
  marketsOf,
  siteUrlOf,
} from './platform/env/market-settings.ts';
import {
  type MetricsSettings,
  metricsEnv,
  metricsSettingsOf,
} from './platform/env/metrics-settings.ts';
import {
  type AccountLinkingSettings,
  accountLinkingEnv,
  accountLinkingEnvProblems,
  accountLinkingOf,
} from './platform/env/oauth-settings.ts';
import {
  type PartnerSettings,
  partnerEnv,
  partnerSettingsOf,
} from './platform/env/partner-settings.ts';
import {
  type ServerSettings,
  serverEnv,
  serverSettingsOf,
} from './platform/env/server-settings.ts';
import {
  type ServiceTokenLifetimes,
  serviceTokenEnv,
  serviceTokenEnvProblems,
  serviceTokenLifetimesOf,
} from './platform/env/service-token-settings.ts';
import {
  type RateLimitSettings,
  rateLimitSettingsOf,
  type SessionSettings,
  sessionEnv,
  sessionEnvProblems,
  sessionSettingsOf,
} from './platform/env/session-settings.ts';
import {
  type DeviceAuthorizationSettings,
  deviceAuthorizationSettingsOf,
  type PasskeySettings,
  passkeySettingsOf,
  signInMethodEnv,
} from './platform/env/sign-in-method-settings.ts';

/**
 * The whole environment of the server, read once at start. Nothing else reads `process.env`:
 * a bad value stops the start with a message naming the variable, instead of failing later.
 * Each capability's variables, defaults and checks are in its `platform/env/*-settings.ts`;
 * this file puts them together.
 */

export type { HumanCheckSettings } from './platform/env/human-check-settings.ts';
export {
  type IdentitySettings,
  PASSWORD_HASHING_PROFILES,
  type PasswordHashingProfile,
} from './platform/env/identity-settings.ts';
export type { MailSettings } from './platform/env/mail-settings.ts';
export type { MarketConfig } from './platform/env/market-settings.ts';
export type { AccountLinkingSettings } from './platform/env/oauth-settings.ts';
export { PGLITE_THREADS, type PgliteThreadSetting } from './platform/env/server-settings.ts';
export type { ServiceTokenLifetimes } from './platform/env/service-token-settings.ts';
export type {
  DeviceAuthorizationSettings,
  PasskeySettings,
} from './platform/env/sign-in-method-settings.ts';

function envSchema(cwd: string) {
  return z.object({
    ...serverEnv(cwd),
    ...sessionEnv,
    ...serviceTokenEnv,
    ...mailEnv,
    ...billingClockEnv,
    ...identityEnv,
    ...humanCheckEnv,
    ...signInMethodEnv,
    ...marketEnv,
    ...partnerEnv,
    ...accountLinkingEnv,
    ...amazonEnv,
    ...metricsEnv,
  });
}

type Env = z.output<ReturnType<typeof envSchema>>;

/** Every environment variable the server reads (the settings tables of the READMEs list them). */
export function configVariableNames(): string[] {
  return Object.keys(envSchema(process.cwd()).shape);
}

export type AppConfig = ServerSettings &
  PartnerSettings & {
    session: SessionSettings;
    rateLimits: RateLimitSettings;
    /** Lifetimes of the service-API credentials (ADR 006). */
    serviceTokens: ServiceTokenLifetimes;
    /** How often expired credentials are deleted; 0 turns the timer off. */
    expiredRowsPurgeIntervalSeconds: number;
    /** The scheduler (ADR 074). */
    scheduler: SchedulerSettings;
    identity: IdentitySettings;
    humanCheck: HumanCheckSettings;
    passkeys: PasskeySettings;
    deviceAuthorization: DeviceAuthorizationSettings;
    mail: MailSettings;
    /** Dunning and billing notices (ADR 075). */
    dunning: DunningSettings;
    markets: Record<Country, MarketConfig>;
    accountLinking: AccountLinkingSettings;
    metrics: MetricsSettings;
  };

function toAppConfig(env: Env): AppConfig {
  const server = serverSettingsOf(env);
  return {
    ...server,
    ...partnerSettingsOf(env),
    session: sessionSettingsOf(env, env.NODE_ENV),
    rateLimits: rateLimitSettingsOf(env),
    serviceTokens: serviceTokenLifetimesOf(env),
    expiredRowsPurgeIntervalSeconds: env.EXPIRED_ROWS_PURGE_INTERVAL_SECONDS,
    scheduler: schedulerSettingsOf(env),
    identity: identitySettingsOf(env),
    humanCheck: humanCheckSettingsOf(env),
    passkeys: passkeySettingsOf(env),
    deviceAuthorization: deviceAuthorizationSettingsOf(env),
    mail: mailSettingsOf(env),
    dunning: dunningSettingsOf(env),
    markets: marketsOf(env),
    accountLinking: accountLinkingOf(env, server.publicUrl, [
      siteUrlOf(env, 'us'),
      siteUrlOf(env, 'ca'),
    ]),
    metrics: metricsSettingsOf(env),
  };
}

/** Rules that involve more than one variable, each capability's. */
function crossChecks(env: Env, rawEnv: Record<string, string | undefined>): string[] {
  return [
    ...sessionEnvProblems(env, rawEnv),
    ...serviceTokenEnvProblems(env, rawEnv),
    ...identityEnvProblems(env, rawEnv, env.NODE_ENV),
    ...accountLinkingEnvProblems(env, env.NODE_ENV),
  ];
}

/**
 * The folder the operator ran the command from, against which relative paths are resolved.
 * npm runs workspace scripts inside the workspace (apps/server) but records the caller's folder
 * in INIT_CWD, so `npm start` at the repo root and `npx tsx apps/server/src/main.ts` there both
 * use `<repo>/.data`.
 */
export function commandDirectory(env: Record<string, string | undefined> = process.env): string {
  return env.INIT_CWD || process.cwd();
}

/**
 * Reads and checks the environment. Pure apart from its arguments: tests pass a plain object.
 * Relative paths (DATA_DIR, WEB_DIST_DIR, VARIANTS_DIR) are resolved against `cwd`.
 * @throws ConfigError listing every bad variable at once.
 */
export function loadConfig(
  rawEnv: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): AppConfig {
  const parsed = envSchema(cwd).safeParse(rawEnv);
  if (!parsed.success) throw new ConfigError(formatEnvIssues(parsed.error.issues, rawEnv));
  const problems = crossChecks(parsed.data, rawEnv);
  if (problems.length > 0) throw new ConfigError(problems);
  return toAppConfig(parsed.data);
}
