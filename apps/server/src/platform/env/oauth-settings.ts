import { accountLinkScopeSchema } from '@orbit/domain';
import { z } from 'zod';

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
