import { fileURLToPath } from 'node:url';
import {
  APP_MODES,
  type AppMode,
  type Country,
  DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK,
  FEATURE_FLAGS,
  type FeatureFlag,
  SANDBOX_GOOGLE_CLIENT_ID,
  SERVICE_DOMAINS,
} from '@orbit/domain';
import { z } from 'zod';
import { type AmazonLinkingSettings, amazonLinkingOf } from './platform/env/amazon-settings.ts';
import { ConfigError } from './platform/env/config-error.ts';
import {
  ascendingDays,
  boolean,
  directory,
  endpointNames,
  flagOverrides,
  formatEnvIssues,
  hostNames,
  httpUrl,
  integer,
  jsonSetting,
  oneOf,
  optionalHttpUrl,
  optionalPostgresUrl,
  optionalSmtpUrl,
  optionalText,
  originOrSameHost,
  origins,
  text,
  trustProxy,
} from './platform/env/env-vars.ts';
import { type AddressRange, addressRanges, metricsToken } from './platform/env/metrics-settings.ts';
import {
  type EntitlementPartnerSetting,
  entitlementPartnerSettingsSchema,
  type PartnerClient,
  partnerClientsSchema,
  type SigningKeys,
  signingKeysSchema,
} from './platform/env/oauth-settings.ts';

/**
 * The whole environment of the server, read once at start. Nothing else reads `process.env`:
 * a bad value stops the start with a message naming the variable, instead of failing later.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `session.refresh`, `telemetry.actions`, …: every endpoint the service-domain table knows. */
const KNOWN_ENDPOINTS = Object.entries(SERVICE_DOMAINS).flatMap(([domain, { endPoints }]) =>
  Object.keys(endPoints).map((endpoint) => `${domain}.${endpoint}`),
);

/** Folders that belong to the repository, found from this file so the server runs from any cwd. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_VARIANTS_DIR = fileURLToPath(new URL('../config/variants', import.meta.url));

/**
 * `argon2id-standard` is the only profile a real server runs: t=1, m=46 MiB, p=1 (OWASP's first
 * argon2id setting, ARCHITECTURE §5). The test profile exists so the suite is not slowed by
 * ~100 ms per hash; the config refuses it outside NODE_ENV=test.
 */
export const PASSWORD_HASHING_PROFILES = ['argon2id-standard', 'argon2id-test-only'] as const;
/**
 * `worker` runs PGlite on a thread of its own, so requests that need no database are answered
 * while a statement runs (ADR 088); `main` (the default until the whole server suite passes on
 * the worker, see the ADR) keeps it on the event loop's thread.
 */
export const PGLITE_THREADS = ['worker', 'main'] as const;
export type PgliteThreadSetting = (typeof PGLITE_THREADS)[number];

export type PasswordHashingProfile = (typeof PASSWORD_HASHING_PROFILES)[number];

function envSchema(cwd: string) {
  return z.object({
    NODE_ENV: oneOf(APP_MODES, 'development'),
    PORT: integer(1, 65535, 8080),
    HOST: text('0.0.0.0'),
    PUBLIC_URL: optionalHttpUrl(),
    DATA_DIR: directory('./.data', cwd),
    DATABASE_URL: optionalPostgresUrl(),
    PGLITE_THREAD: oneOf(PGLITE_THREADS, 'main'),
    LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
    WEB_DIST_DIR: directory(DEFAULT_WEB_DIST_DIR, cwd),
    VARIANTS_DIR: directory(DEFAULT_VARIANTS_DIR, cwd),
    BUILD_TAG: text('dev'),
    SESSION_IDLE_TIMEOUT_SECONDS: integer(60, 86_400, 1200),
    SESSION_ABSOLUTE_TIMEOUT_SECONDS: integer(60, 7 * 86_400, 43_200),
    COOKIE_SECURE: boolean(undefined),
    TRUST_PROXY: trustProxy(),
    LOG_MESSAGE_RATE_LIMIT_PER_MINUTE: integer(1, 100_000, 120),
    ANONYMOUS_SESSION_RATE_LIMIT_PER_MINUTE: integer(1, 100_000, 60),
    DEVICE_GRANT_RATE_LIMIT_PER_MINUTE: integer(1, 100_000, 30),
    PARTNER_API_CALLS_PER_TOKEN_PER_MINUTE: integer(1, 100_000, 60),
    CARE_SESSION_STARTS_PER_IP_PER_MINUTE: integer(1, 100_000, 60),
    DO_NOT_CALL_REQUESTS_PER_IP_PER_HOUR: integer(
      1,
      100_000,
      DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK,
    ),
    ACCESS_TOKEN_TTL_SECONDS: integer(60, DAY, 15 * MINUTE),
    REFRESH_TOKEN_TTL_SECONDS: integer(5 * MINUTE, 365 * DAY, 30 * DAY),
    DEVICE_GRANT_TTL_SECONDS: integer(5 * MINUTE, 30 * DAY, DAY),
    DEVICE_REFRESH_GRANT_TTL_SECONDS: integer(HOUR, 5 * 365 * DAY, 365 * DAY),
    SIGN_IN_GRANT_TTL_SECONDS: integer(10, 5 * MINUTE, 5 * MINUTE),
    DEVICE_CHALLENGE_TTL_SECONDS: integer(10, HOUR, 5 * MINUTE),
    EXPIRED_ROWS_PURGE_INTERVAL_SECONDS: integer(0, DAY, HOUR),
    SMTP_URL: optionalSmtpUrl(),
    MAIL_FROM: text('Orbit Radio <no-reply@orbitradio.com>'),
    OUTBOX_POLL_INTERVAL_SECONDS: integer(0, HOUR, 2),
    /** Days after a declined period charge on which it is tried again (ADR 075). */
    DUNNING_RETRY_DAYS: ascendingDays([1, 3, 7]),
    /** Days between the last declined retry (the account past due) and the radio's suspension. */
    DUNNING_SUSPEND_AFTER_DAYS: integer(0, 60, 3),
    /** Days before a trial converts, a promo steps up or a card expires that its notice goes. */
    BILLING_NOTICE_LEAD_DAYS: integer(1, 60, 7),
    SCHEDULER_POLL_SECONDS: integer(0, HOUR, 15),
    BILLING_SWEEP_INTERVAL_SECONDS: integer(MINUTE, DAY, DAY),
    OUTBOX_MAX_ATTEMPTS: integer(1, 20, 5),
    SIGN_IN_DELAY_BASE_SECONDS: integer(1, MINUTE, 1),
    SIGN_IN_DELAY_MAX_SECONDS: integer(1, 10 * MINUTE, 30),
    SIGN_IN_CHECK_AFTER_HANDLE_FAILURES: integer(1, 100, 5),
    SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES_PER_HOUR: integer(1, 100_000, 20),
    SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: integer(1, 100_000, 20),
    IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: integer(1, 100_000, 30),
    OTP_SENDS_PER_DESTINATION_PER_HOUR: integer(1, 100, 5),
    HUMAN_CHECK_COST: integer(1, 1_000_000, 1_000),
    HUMAN_CHECK_MAX_COUNTER: integer(2, 1_000_000, 2_000),
    HUMAN_CHECK_TTL_SECONDS: integer(30, HOUR, 5 * MINUTE),
    HUMAN_CHECKS_PER_IP_PER_MINUTE: integer(1, 100_000, 30),
    OTP_TTL_SECONDS: integer(60, 10 * MINUTE, 10 * MINUTE),
    MAGIC_LINK_TTL_SECONDS: integer(60, HOUR, 15 * MINUTE),
    PASSWORD_HASHING: oneOf(PASSWORD_HASHING_PROFILES, 'argon2id-standard'),
    DISABLED_ENDPOINTS: endpointNames(KNOWN_ENDPOINTS),
    PASSKEYS_ENABLED: boolean(true),
    WEBAUTHN_RP_NAME: text('Orbit Radio'),
    WEBAUTHN_RP_IDS: hostNames('localhost,can.localhost'),
    WEBAUTHN_ORIGINS: origins(),
    DEVICE_CODE_TTL_SECONDS: integer(60, 30 * MINUTE, 10 * MINUTE),
    DEVICE_CODE_POLL_INTERVAL_SECONDS: integer(1, MINUTE, 5),
    DEVICE_CODE_REQUESTS_PER_IP_PER_MINUTE: integer(1, 100_000, 30),
    DEVICE_CODE_POLLS_PER_IP_PER_MINUTE: integer(1, 100_000, 120),
    FEATURE_FLAG_OVERRIDES: flagOverrides(FEATURE_FLAGS),
    API_URL_US: originOrSameHost(),
    API_URL_CA: originOrSameHost(),
    SITE_URL_US: optionalHttpUrl(),
    SITE_URL_CA: optionalHttpUrl(),
    ACCOUNT_CENTRE_URL_US: httpUrl('https://account.orbitradio.com'),
    ACCOUNT_CENTRE_URL_CA: httpUrl('https://account.orbitradio.ca'),
    CARE_URL_US: httpUrl('https://care.orbitradio.com'),
    CARE_URL_CA: httpUrl('https://care.orbitradio.ca'),
    CARE_PHONE_US: text('1-888-555-0142'),
    CARE_PHONE_CA: text('1-888-555-0143'),
    DO_NOT_CALL_PHONE_US: text('1-888-555-0144'),
    DO_NOT_CALL_PHONE_CA: text('1-888-555-0145'),
    REFRESH_SHORT_CODE_US: text('555-72'),
    REFRESH_SHORT_CODE_CA: text('555-73'),
    RENEWAL_CHOICE_PHONE_US: text('1-888-555-0146'),
    RENEWAL_CHOICE_PHONE_CA: text('1-888-555-0147'),
    RENEWAL_PROACTIVE_PHONE_US: text('1-888-555-0148'),
    RENEWAL_PROACTIVE_PHONE_CA: text('1-888-555-0149'),
    DOTCOM_URL_US: httpUrl('https://www.orbitradio.com'),
    DOTCOM_URL_CA: httpUrl('https://www.orbitradio.ca'),
    LEGAL_DOCUMENT_VERSION: text('2026-01'),
    IDENTITY_VERIFICATION_URL: httpUrl('https://verify.orbitradio.com'),
    CHAT_PROVIDER: text('orbit-live-chat'),
    CHAT_URL: httpUrl('https://chat.orbitradio.com/widget.js'),
    CHAT_QUEUE: text('general'),
    PAYMENT_PROVIDER: text('orbit-sandbox'),
    PAYMENT_TOKENIZER_URL: optionalHttpUrl(),
    SATELLITE_UPLINK_URL: optionalHttpUrl(),
    SATELLITE_UPLINK_TIMEOUT_MS: integer(100, 30_000, 5000),
    PLAYER_TOKEN_BASE_URL: httpUrl('https://player.orbitradio.com/api/token'),
    PLAYER_TOKEN_ORG: text('orbit-radio'),
    PLAYER_TOKEN_DISABLED: boolean(false),
    PLAYER_TOKEN_DISABLED_PLATFORMS: text('iPhone,iPad,Android'),
    PLAYER_APP_URL: httpUrl('https://listen.orbitradio.com'),
    LISTEN_PLAYER_URL: originOrSameHost(),
    CLIENT_ID_AMAZON: text('amzn1.application-oa2-client.orbit-care-web'),
    CLIENT_ID_GOOGLE: text('orbit-care-web.apps.googleusercontent.com'),
    CLIENT_ID_SDK: text('orbit-care-web'),
    CMS_BASE_URL: httpUrl('https://cdn.cms.orbitradio.com'),
    /** Account linking (ADR 071): the provider's issuer, its partners and its signing keys. */
    OAUTH_ISSUER: optionalHttpUrl(),
    OAUTH_PARTNER_CLIENTS: jsonSetting(partnerClientsSchema),
    OAUTH_SIGNING_KEYS: jsonSetting(signingKeysSchema),
    /** Partners that bill entitlements (ADR 077): code, notice signing secret, state URL. */
    ENTITLEMENT_PARTNERS: jsonSetting(entitlementPartnerSettingsSchema),
    /** Google's client id in OAUTH_PARTNER_CLIENTS (the legacy `authenticate/linking/google`). */
    OAUTH_GOOGLE_CLIENT_ID: optionalText(),
    /** Linking Alexa (ADR 076); unset addresses: the sandbox Amazon outside production. */
    OAUTH_ALEXA_CLIENT_ID: optionalText(),
    AMAZON_LOGIN_URL: optionalHttpUrl(),
    AMAZON_TOKEN_URL: optionalHttpUrl(),
    AMAZON_ALEXA_API_URL: optionalHttpUrl(),
    AMAZON_CLIENT_SECRET: optionalText(),
    AMAZON_SKILL_ID: optionalText(),
    AMAZON_SKILL_STAGE: oneOf(['development', 'live'], 'live'),
    AMAZON_TIMEOUT_MS: integer(100, 30_000, 5000),
    CMS_SPACE_ID: text('orbitcare'),
    CMS_ENVIRONMENT: text('master'),
    /** A read-only delivery token is public by nature (it ships to browsers); not a secret. */
    CMS_ACCESS_TOKEN: text('public-delivery-token-placeholder'),
    /** Who may read `GET /metrics` (ADR 085): operator address ranges, and/or a bearer token. */
    METRICS_ALLOWED_ADDRESSES: addressRanges(),
    METRICS_TOKEN: metricsToken(),
  });
}

type Env = z.output<ReturnType<typeof envSchema>>;

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

/**
 * The self-hosted proof of work (ADR 024). A solver derives PBKDF2/SHA-256 keys of `cost`
 * iterations for counters 0, 1, 2… until it reaches the one the server picked at random between
 * half of `maxCounter` and `maxCounter`: about cost × maxCounter × 3/4 iterations on average.
 */
export type HumanCheckSettings = {
  cost: number;
  maxCounter: number;
  ttlSeconds: number;
  /** New challenges (`utility/captcha/new`) per client address per minute. */
  issuesPerAddressPerMinute: number;
};

export type PasskeySettings = {
  /** Off: the config service marks the passkey endpoints disabled and they answer PASSKEY_DISABLED. */
  enabled: boolean;
  rpName: string;
  /** RP IDs a ceremony may use: the request's host name must be one of them (or below one). */
  rpIds: readonly string[];
  /** Origins a credential may come from; empty means the origin the request reached. */
  origins: readonly string[];
};

/** The OAuth 2.0 provider of account linking (ADR 071). */
export type AccountLinkingSettings = {
  /** `OAUTH_ISSUER`, else the public URL's `/oauth`: where the provider is mounted. */
  issuer: string;
  /** `OAUTH_PARTNER_CLIENTS`; unset: none in production, the sandbox Google elsewhere. */
  partners: PartnerClient[] | undefined;
  /** `OAUTH_SIGNING_KEYS`; unset outside production: made once and kept in the database. */
  signingKeys: SigningKeys | undefined;
  /** `ENTITLEMENT_PARTNERS`; unset: none in production, the sandbox partners elsewhere (ADR 077). */
  entitlementPartners: EntitlementPartnerSetting[] | undefined;
  /** `OAUTH_GOOGLE_CLIENT_ID`; unset: the sandbox Google's. */
  googleClientId: string;
  /** Linking Alexa from our web app (ADR 076). */
  amazon: AmazonLinkingSettings;
};

export type DeviceAuthorizationSettings = {
  codeTtlSeconds: number;
  pollIntervalSeconds: number;
  /** Code generations and authorize calls (guesses) per client address per minute. */
  requestsPerAddressPerMinute: number;
  /** Polls of authenticate per client address per minute (beyond slow_down). */
  pollsPerAddressPerMinute: number;
};

export type MailSettings = {
  /** Unset: nothing leaves the server; messages wait in the developer mailbox. */
  smtpUrl: string | undefined;
  from: string;
  /** 0 turns the worker off (tests deliver by hand). */
  pollIntervalSeconds: number;
  maxAttempts: number;
};

/** One market's addresses, as the web app of that country sees them. */
export type MarketConfig = {
  /** Origin of this market's web app: where the other market's pages send its visitors. */
  siteUrl: string;
  /** Origin of the care API for this market; '' means the host that served the page. */
  apiUrl: string;
  accountCentreUrl: string;
  careUrl: string;
  carePhone: string;
  /** Where to call to stop calls when the do-not-call page cannot take the request. */
  doNotCallPhone: string;
  /** The short code a customer texts "Refresh" to (flows §8.2), also named in the refresh text. */
  refreshShortCode: string;
  /** Roll-to-choice renewal's toll-free lines: by-choice links, proactive offers. */
  renewalPhones: { choice: string; proactive: string };
  dotComUrl: string;
};

export type ServiceTokenLifetimes = {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  deviceGrantSeconds: number;
  deviceRefreshGrantSeconds: number;
  signInGrantSeconds: number;
  deviceChallengeSeconds: number;
};

export type AppConfig = {
  mode: AppMode;
  host: string;
  port: number;
  publicUrl: string;
  trustProxy: boolean | string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Where the embedded database (and its lock file) live when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where the embedded database runs: its own worker thread, or the main thread (default). */
  pgliteThread: PgliteThreadSetting;
  webDistDir: string;
  variantsDir: string;
  buildTag: string;
  session: {
    idleTimeoutSeconds: number;
    absoluteTimeoutSeconds: number;
    cookieSecure: boolean;
    /** New anonymous care sessions (env-info without a live cookie) per client address per minute. */
    startsPerAddressPerMinute: number;
  };
  rateLimits: {
    logMessagesPerMinute: number;
    anonymousSessionsPerMinute: number;
    deviceGrantsPerMinute: number;
    /** Partner API calls (ADR 081) with one access token per minute. */
    partnerCallsPerTokenPerMinute: number;
    /** Do-not-call requests from one client address an hour before each needs a human check. */
    doNotCallRequestsPerAddressPerHour: number;
  };
  /** Lifetimes of the service-API credentials (ADR 006). */
  serviceTokens: ServiceTokenLifetimes;
  /** How often expired credentials are deleted; 0 turns the timer off. */
  expiredRowsPurgeIntervalSeconds: number;
  /**
   * The scheduler (ADR 074): how often each instance runs the jobs that fell due (0: never by
   * itself; tests and the demo clock call runDue), and how often the billing sweep looks for
   * periods to charge and terms that end.
   */
  scheduler: { pollSeconds: number; billingSweepSeconds: number };
  /** `domain.endpoint` names the config service reports as disabled. */
  disabledEndpoints: readonly string[];
  identity: IdentitySettings;
  humanCheck: HumanCheckSettings;
  passkeys: PasskeySettings;
  deviceAuthorization: DeviceAuthorizationSettings;
  mail: MailSettings;
  /** Dunning and billing notices (ADR 075). */
  dunning: { retryDays: readonly number[]; suspendAfterDays: number; noticeLeadDays: number };
  featureFlagOverrides: Partial<Record<FeatureFlag, 'true' | 'false'>>;
  markets: Record<Country, MarketConfig>;
  /**
   * The version of the legal documents the marketing site publishes now (terms, customer
   * agreement, privacy policy, marketing offers): the only one an agreement may be recorded for.
   */
  legalDocumentVersion: string;
  identityVerificationUrl: string;
  chat: { provider: string; url: string; queue: string };
  paymentProvider: string;
  /** A real gateway's hosted tokenizer; unset, browsers post cards to the embedded sandbox's. */
  paymentTokenizerUrl: string | undefined;
  /**
   * The satellite uplink partner that carries refresh commands, and how long a command may wait
   * for its answer; no URL: the sandbox uplink shipped with the server (ADR 070).
   */
  satelliteUplink: { url: string | undefined; timeoutMs: number };
  playerToken: { baseUrl: string; org: string; disabled: boolean; disabledPlatforms: string };
  playerAppUrl: string;
  /** The player app that opens a Listen now link; empty: this server's sandbox player (ADR 050). */
  listenPlayerUrl: string;
  clientIds: { amazon: string; google: string; sdk: string };
  accountLinking: AccountLinkingSettings;
  contentManagement: { baseUrl: string; spaceId: string; environment: string; accessToken: string };
  /**
   * The Prometheus endpoint (ADR 085): answered to a caller from one of these ranges or with this
   * bearer token, a plain 404 to anyone else. Neither set: to nobody.
   */
  metrics: { allowedAddresses: readonly AddressRange[]; token: string | undefined };
};

function toAppConfig(env: Env): AppConfig {
  return {
    mode: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    pgliteThread: env.PGLITE_THREAD,
    webDistDir: env.WEB_DIST_DIR,
    variantsDir: env.VARIANTS_DIR,
    buildTag: env.BUILD_TAG,
    session: {
      idleTimeoutSeconds: env.SESSION_IDLE_TIMEOUT_SECONDS,
      absoluteTimeoutSeconds: env.SESSION_ABSOLUTE_TIMEOUT_SECONDS,
      // Browsers drop Secure cookies over plain http, so only production defaults to Secure.
      cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
      startsPerAddressPerMinute: env.CARE_SESSION_STARTS_PER_IP_PER_MINUTE,
    },
    rateLimits: {
      logMessagesPerMinute: env.LOG_MESSAGE_RATE_LIMIT_PER_MINUTE,
      anonymousSessionsPerMinute: env.ANONYMOUS_SESSION_RATE_LIMIT_PER_MINUTE,
      deviceGrantsPerMinute: env.DEVICE_GRANT_RATE_LIMIT_PER_MINUTE,
      partnerCallsPerTokenPerMinute: env.PARTNER_API_CALLS_PER_TOKEN_PER_MINUTE,
      doNotCallRequestsPerAddressPerHour: env.DO_NOT_CALL_REQUESTS_PER_IP_PER_HOUR,
    },
    serviceTokens: {
      accessTokenSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      deviceGrantSeconds: env.DEVICE_GRANT_TTL_SECONDS,
      deviceRefreshGrantSeconds: env.DEVICE_REFRESH_GRANT_TTL_SECONDS,
      signInGrantSeconds: env.SIGN_IN_GRANT_TTL_SECONDS,
      deviceChallengeSeconds: env.DEVICE_CHALLENGE_TTL_SECONDS,
    },
    expiredRowsPurgeIntervalSeconds: env.EXPIRED_ROWS_PURGE_INTERVAL_SECONDS,
    scheduler: {
      pollSeconds: env.SCHEDULER_POLL_SECONDS,
      billingSweepSeconds: env.BILLING_SWEEP_INTERVAL_SECONDS,
    },
    disabledEndpoints: env.DISABLED_ENDPOINTS,
    identity: {
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
    },
    humanCheck: {
      cost: env.HUMAN_CHECK_COST,
      maxCounter: env.HUMAN_CHECK_MAX_COUNTER,
      ttlSeconds: env.HUMAN_CHECK_TTL_SECONDS,
      issuesPerAddressPerMinute: env.HUMAN_CHECKS_PER_IP_PER_MINUTE,
    },
    passkeys: {
      enabled: env.PASSKEYS_ENABLED ?? true,
      rpName: env.WEBAUTHN_RP_NAME,
      rpIds: env.WEBAUTHN_RP_IDS,
      origins: env.WEBAUTHN_ORIGINS,
    },
    deviceAuthorization: {
      codeTtlSeconds: env.DEVICE_CODE_TTL_SECONDS,
      pollIntervalSeconds: env.DEVICE_CODE_POLL_INTERVAL_SECONDS,
      requestsPerAddressPerMinute: env.DEVICE_CODE_REQUESTS_PER_IP_PER_MINUTE,
      pollsPerAddressPerMinute: env.DEVICE_CODE_POLLS_PER_IP_PER_MINUTE,
    },
    dunning: {
      retryDays: env.DUNNING_RETRY_DAYS,
      suspendAfterDays: env.DUNNING_SUSPEND_AFTER_DAYS,
      noticeLeadDays: env.BILLING_NOTICE_LEAD_DAYS,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      pollIntervalSeconds: env.OUTBOX_POLL_INTERVAL_SECONDS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    },
    featureFlagOverrides: env.FEATURE_FLAG_OVERRIDES,
    markets: {
      us: {
        siteUrl: siteUrlOf(env, 'us'),
        apiUrl: env.API_URL_US,
        accountCentreUrl: env.ACCOUNT_CENTRE_URL_US,
        careUrl: env.CARE_URL_US,
        carePhone: env.CARE_PHONE_US,
        doNotCallPhone: env.DO_NOT_CALL_PHONE_US,
        refreshShortCode: env.REFRESH_SHORT_CODE_US,
        renewalPhones: {
          choice: env.RENEWAL_CHOICE_PHONE_US,
          proactive: env.RENEWAL_PROACTIVE_PHONE_US,
        },
        dotComUrl: env.DOTCOM_URL_US,
      },
      ca: {
        siteUrl: siteUrlOf(env, 'ca'),
        apiUrl: env.API_URL_CA,
        accountCentreUrl: env.ACCOUNT_CENTRE_URL_CA,
        careUrl: env.CARE_URL_CA,
        carePhone: env.CARE_PHONE_CA,
        doNotCallPhone: env.DO_NOT_CALL_PHONE_CA,
        refreshShortCode: env.REFRESH_SHORT_CODE_CA,
        renewalPhones: {
          choice: env.RENEWAL_CHOICE_PHONE_CA,
          proactive: env.RENEWAL_PROACTIVE_PHONE_CA,
        },
        dotComUrl: env.DOTCOM_URL_CA,
      },
    },
    legalDocumentVersion: env.LEGAL_DOCUMENT_VERSION,
    identityVerificationUrl: env.IDENTITY_VERIFICATION_URL,
    chat: { provider: env.CHAT_PROVIDER, url: env.CHAT_URL, queue: env.CHAT_QUEUE },
    paymentProvider: env.PAYMENT_PROVIDER,
    paymentTokenizerUrl: env.PAYMENT_TOKENIZER_URL,
    satelliteUplink: { url: env.SATELLITE_UPLINK_URL, timeoutMs: env.SATELLITE_UPLINK_TIMEOUT_MS },
    playerToken: {
      baseUrl: env.PLAYER_TOKEN_BASE_URL,
      org: env.PLAYER_TOKEN_ORG,
      disabled: env.PLAYER_TOKEN_DISABLED ?? false,
      disabledPlatforms: env.PLAYER_TOKEN_DISABLED_PLATFORMS,
    },
    playerAppUrl: env.PLAYER_APP_URL,
    listenPlayerUrl: env.LISTEN_PLAYER_URL,
    accountLinking: {
      issuer: env.OAUTH_ISSUER ?? `${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}/oauth`,
      partners: env.OAUTH_PARTNER_CLIENTS,
      signingKeys: env.OAUTH_SIGNING_KEYS,
      entitlementPartners: env.ENTITLEMENT_PARTNERS,
      googleClientId: env.OAUTH_GOOGLE_CLIENT_ID ?? SANDBOX_GOOGLE_CLIENT_ID,
      amazon: amazonLinkingOf(env, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`, [
        siteUrlOf(env, 'us'),
        siteUrlOf(env, 'ca'),
      ]),
    },
    clientIds: {
      amazon: env.CLIENT_ID_AMAZON,
      google: env.CLIENT_ID_GOOGLE,
      sdk: env.CLIENT_ID_SDK,
    },
    contentManagement: {
      baseUrl: env.CMS_BASE_URL,
      spaceId: env.CMS_SPACE_ID,
      environment: env.CMS_ENVIRONMENT,
      accessToken: env.CMS_ACCESS_TOKEN,
    },
    metrics: { allowedAddresses: env.METRICS_ALLOWED_ADDRESSES, token: env.METRICS_TOKEN },
  };
}

/**
 * A market's site when SITE_URL_<market> is unset: the public URL is the US site, and the same
 * host with `can.` in front the Canadian one (the host rule the web app reads its market by, so
 * `can.localhost` works locally). A deployment whose sites differ otherwise sets both.
 */
function siteUrlOf(env: Env, market: Country): string {
  const set = market === 'us' ? env.SITE_URL_US : env.SITE_URL_CA;
  if (set) return set;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  if (market === 'ca') publicUrl.hostname = `can.${publicUrl.hostname}`;
  return publicUrl.origin;
}

/** Rules that involve more than one variable. */
function crossChecks(env: Env, rawEnv: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.SESSION_ABSOLUTE_TIMEOUT_SECONDS < env.SESSION_IDLE_TIMEOUT_SECONDS) {
    problems.push(
      `SESSION_ABSOLUTE_TIMEOUT_SECONDS must be at least SESSION_IDLE_TIMEOUT_SECONDS (${env.SESSION_IDLE_TIMEOUT_SECONDS}) (got "${rawEnv.SESSION_ABSOLUTE_TIMEOUT_SECONDS}")`,
    );
  }
  // A credential that outlives the one that renews it could never be renewed in time.
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
  if (env.SIGN_IN_DELAY_MAX_SECONDS < env.SIGN_IN_DELAY_BASE_SECONDS) {
    problems.push(
      `SIGN_IN_DELAY_MAX_SECONDS must be at least SIGN_IN_DELAY_BASE_SECONDS (${env.SIGN_IN_DELAY_BASE_SECONDS}) (got "${rawEnv.SIGN_IN_DELAY_MAX_SECONDS}")`,
    );
  }
  // Cheap hashes would make a leaked table easy to crack: only the test suite may ask for them.
  if (env.PASSWORD_HASHING !== 'argon2id-standard' && env.NODE_ENV !== 'test') {
    problems.push(
      `PASSWORD_HASHING=${env.PASSWORD_HASHING} is allowed only with NODE_ENV=test (got NODE_ENV "${env.NODE_ENV}")`,
    );
  }
  // Production keeps its keys in the secret store, never in a table an export would copy.
  if (
    env.NODE_ENV === 'production' &&
    env.OAUTH_PARTNER_CLIENTS?.length &&
    !env.OAUTH_SIGNING_KEYS
  ) {
    problems.push(
      'OAUTH_SIGNING_KEYS must be set in production when OAUTH_PARTNER_CLIENTS names a partner',
    );
  }
  return problems;
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
