import {
  boolean,
  type EnvOf,
  httpUrl,
  integer,
  optionalHttpUrl,
  originOrSameHost,
  text,
} from './env-vars.ts';

/**
 * The services outside this server that it or its pages reach: the marketing site's legal
 * documents, identity verification, chat, the payment gateway, the satellite uplink, the player,
 * the sign-in providers' client ids and the content management system.
 */
export const partnerEnv = {
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
  CMS_SPACE_ID: text('orbitcare'),
  CMS_ENVIRONMENT: text('master'),
  /** A read-only delivery token is public by nature (it ships to browsers); not a secret. */
  CMS_ACCESS_TOKEN: text('public-delivery-token-placeholder'),
};

export type PartnerSettings = {
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
  contentManagement: { baseUrl: string; spaceId: string; environment: string; accessToken: string };
};

export function partnerSettingsOf(env: EnvOf<typeof partnerEnv>): PartnerSettings {
  return {
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
  };
}
