import { AMZAUTH_PATH, SANDBOX_ALEXA_CLIENT_ID } from '@orbit/domain';
import { integer, oneOf, optionalHttpUrl, optionalText } from './env-vars.ts';

/** Where the sandbox Amazon lives on a development or test server (ADR 076). */
export const SANDBOX_AMAZON_PATH = '/dev/partners/amazon';
/** The sandbox's Login with Amazon secret is no secret: the sandbox exists outside production. */
export const SANDBOX_AMAZON_CLIENT_SECRET = 'sandbox-amazon-lwa-secret-for-development-only';
export const SANDBOX_ALEXA_SKILL_ID = 'amzn1.ask.skill.orbit-radio-sandbox';

/** Amazon's own addresses, used in production when no other is set. */
const AMAZON = {
  loginUrl: 'https://www.amazon.com/ap/oa',
  tokenUrl: 'https://api.amazon.com/auth/o2/token',
  alexaApiUrl: 'https://api.amazonalexa.com',
} as const;

/**
 * Linking Alexa from our web app (ADR 076): Login with Amazon (the popup's page and the token
 * endpoint the server trades its code at), the Alexa skill-enablement API, our skill, and which
 * of our provider's partner clients is Alexa.
 */
export type AmazonLinkingSettings = {
  /** `AMAZON_LOGIN_URL`: the authorization page the popup opens. */
  loginUrl: string;
  /** `AMAZON_TOKEN_URL`: where the server trades the popup's code. */
  tokenUrl: string;
  /** `AMAZON_ALEXA_API_URL`: the base of `/v1/users/~current/skills/{skillId}/enablement`. */
  alexaApiUrl: string;
  /** `CLIENT_ID_AMAZON`: our Login with Amazon client (the start-up config's `amzClientId`). */
  clientId: string;
  /** `AMAZON_CLIENT_SECRET`; unset in production: linking Alexa is off (503). */
  clientSecret: string | undefined;
  /** `AMAZON_SKILL_ID`, `AMAZON_SKILL_STAGE`: the Orbit Radio skill to enable. */
  skillId: string;
  skillStage: 'development' | 'live';
  /** `OAUTH_ALEXA_CLIENT_ID`: Alexa's client id in `OAUTH_PARTNER_CLIENTS`. */
  alexaClientId: string;
  /** `AMAZON_TIMEOUT_MS`: how long one call to Amazon may take. */
  timeoutMs: number;
  /** Our `amzauth` on each market's site: the only redirect URIs the popup may use. */
  redirectUris: string[];
};

/** Linking Alexa (ADR 076); unset addresses: the sandbox Amazon outside production. */
export const amazonEnv = {
  AMAZON_LOGIN_URL: optionalHttpUrl(),
  AMAZON_TOKEN_URL: optionalHttpUrl(),
  AMAZON_ALEXA_API_URL: optionalHttpUrl(),
  AMAZON_CLIENT_SECRET: optionalText(),
  AMAZON_SKILL_ID: optionalText(),
  AMAZON_SKILL_STAGE: oneOf(['development', 'live'], 'live'),
  AMAZON_TIMEOUT_MS: integer(100, 30_000, 5000),
};

export type AmazonEnv = {
  NODE_ENV: string;
  AMAZON_LOGIN_URL: string | undefined;
  AMAZON_TOKEN_URL: string | undefined;
  AMAZON_ALEXA_API_URL: string | undefined;
  AMAZON_CLIENT_SECRET: string | undefined;
  AMAZON_SKILL_ID: string | undefined;
  AMAZON_SKILL_STAGE: 'development' | 'live';
  AMAZON_TIMEOUT_MS: number;
  OAUTH_ALEXA_CLIENT_ID: string | undefined;
  CLIENT_ID_AMAZON: string;
};

/**
 * The settings, with their defaults: outside production every unset address is the sandbox
 * Amazon shipped with the server (its secret and skill too); in production, Amazon's own.
 */
export function amazonLinkingOf(
  env: AmazonEnv,
  publicUrl: string,
  siteUrls: readonly string[],
): AmazonLinkingSettings {
  const sandboxed = env.NODE_ENV !== 'production';
  const sandbox = `${publicUrl}${SANDBOX_AMAZON_PATH}`;
  return {
    loginUrl: env.AMAZON_LOGIN_URL ?? (sandboxed ? `${sandbox}/ap/oa` : AMAZON.loginUrl),
    tokenUrl: env.AMAZON_TOKEN_URL ?? (sandboxed ? `${sandbox}/auth/o2/token` : AMAZON.tokenUrl),
    alexaApiUrl: env.AMAZON_ALEXA_API_URL ?? (sandboxed ? sandbox : AMAZON.alexaApiUrl),
    clientId: env.CLIENT_ID_AMAZON,
    clientSecret:
      env.AMAZON_CLIENT_SECRET ?? (sandboxed ? SANDBOX_AMAZON_CLIENT_SECRET : undefined),
    skillId: env.AMAZON_SKILL_ID ?? SANDBOX_ALEXA_SKILL_ID,
    skillStage: env.AMAZON_SKILL_STAGE,
    alexaClientId: env.OAUTH_ALEXA_CLIENT_ID ?? SANDBOX_ALEXA_CLIENT_ID,
    timeoutMs: env.AMAZON_TIMEOUT_MS,
    redirectUris: [...new Set(siteUrls.map((site) => `${site}${AMZAUTH_PATH}`))],
  };
}
