import { accountLinkScopeSchema, SANDBOX_GOOGLE_CLIENT_ID } from '@orbit/domain';
import { z } from 'zod';
import { type AmazonEnv, type AmazonLinkingSettings, amazonLinkingOf } from './amazon-settings.ts';
import { type EnvOf, jsonSetting, optionalHttpUrl, optionalText } from './env-vars.ts';

/**
 * The settings of the account-linking provider (ADR 071), checked at start like every other.
 *
 * One partner allowed to link Orbit accounts (`OAUTH_PARTNER_CLIENTS`, a JSON array): its client
 * id and name (shown on the consent page), its secret and how it sends it, or no secret (a public
 * client that proves itself with PKCE alone), its redirect URIs (matched exactly) and the scopes
 * it may ask.
 */
export const partnerClientSchema = z.object({
  clientId: z.string().min(1).max(200),
  name: z.string().min(1).max(100),
  /** Compared by the provider itself at the token endpoint: keep the setting in the secret store. */
  secret: z.string().min(32).max(512).optional(),
  /** How the partner sends its secret: in the form body (Google's way) or as HTTP Basic. */
  secretIn: z.enum(['body', 'basic']).default('body'),
  redirectUris: z.array(z.url({ protocol: /^https?$/ })).min(1),
  scopes: z.array(accountLinkScopeSchema).min(1),
});
export type PartnerClient = z.output<typeof partnerClientSchema>;

export const partnerClientsSchema = z.array(partnerClientSchema);

/** The provider's signing keys (`OAUTH_SIGNING_KEYS`): a JWKS holding private keys. */
export const signingKeysSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), d: z.string() })).min(1),
});
export type SigningKeys = z.output<typeof signingKeysSchema>;

/**
 * A reseller whose billing sells Orbit plans (`ENTITLEMENT_PARTNERS`, a JSON array; ADR 077):
 * its code (as its row in `entitlement_partners`), the secret its notices are signed with
 * (HMAC-SHA256), and the URL its state is read from (sync and restore).
 */
export const entitlementPartnerSettingSchema = z.object({
  resellerCode: z.string().min(1).max(64),
  secret: z.string().min(32).max(512),
  stateUrl: z.url({ protocol: /^https?$/ }),
});
export type EntitlementPartnerSetting = z.output<typeof entitlementPartnerSettingSchema>;
export const entitlementPartnerSettingsSchema = z.array(entitlementPartnerSettingSchema);

/** Account linking (ADR 071): the provider's issuer, its partners and its signing keys. */
export const accountLinkingEnv = {
  OAUTH_ISSUER: optionalHttpUrl(),
  OAUTH_PARTNER_CLIENTS: jsonSetting(partnerClientsSchema),
  OAUTH_SIGNING_KEYS: jsonSetting(signingKeysSchema),
  /** Partners that bill entitlements (ADR 077): code, notice signing secret, state URL. */
  ENTITLEMENT_PARTNERS: jsonSetting(entitlementPartnerSettingsSchema),
  /** Google's client id in OAUTH_PARTNER_CLIENTS (the legacy `authenticate/linking/google`). */
  OAUTH_GOOGLE_CLIENT_ID: optionalText(),
  /** Linking Alexa (ADR 076): Alexa's client id in OAUTH_PARTNER_CLIENTS. */
  OAUTH_ALEXA_CLIENT_ID: optionalText(),
};

type AccountLinkingEnv = EnvOf<typeof accountLinkingEnv>;

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

export function accountLinkingOf(
  env: AccountLinkingEnv & AmazonEnv,
  publicUrl: string,
  siteUrls: readonly string[],
): AccountLinkingSettings {
  return {
    issuer: env.OAUTH_ISSUER ?? `${publicUrl}/oauth`,
    partners: env.OAUTH_PARTNER_CLIENTS,
    signingKeys: env.OAUTH_SIGNING_KEYS,
    entitlementPartners: env.ENTITLEMENT_PARTNERS,
    googleClientId: env.OAUTH_GOOGLE_CLIENT_ID ?? SANDBOX_GOOGLE_CLIENT_ID,
    amazon: amazonLinkingOf(env, publicUrl, siteUrls),
  };
}

/** Production keeps its keys in the secret store, never in a table an export would copy. */
export function accountLinkingEnvProblems(env: AccountLinkingEnv, mode: string): string[] {
  if (mode === 'production' && env.OAUTH_PARTNER_CLIENTS?.length && !env.OAUTH_SIGNING_KEYS) {
    return [
      'OAUTH_SIGNING_KEYS must be set in production when OAUTH_PARTNER_CLIENTS names a partner',
    ];
  }
  return [];
}
