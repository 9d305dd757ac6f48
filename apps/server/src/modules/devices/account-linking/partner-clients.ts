import {
  ACCOUNT_LINK_SCOPES,
  SANDBOX_ALEXA_CLIENT_ID,
  SANDBOX_GOOGLE_CLIENT_ID,
} from '@orbit/domain';
import type { ClientMetadata } from 'oidc-provider';
import type { PartnerClient } from '../../../platform/env/oauth-settings.ts';

/** The sandbox secret is no secret: the sandbox partner exists in development and tests only. */
export const SANDBOX_GOOGLE_SECRET = 'sandbox-google-client-secret-for-development-only';

/** The sandbox "Google" of development and tests, redirecting to the server's own sandbox page. */
export function sandboxGooglePartner(publicUrl: string): PartnerClient {
  return {
    clientId: SANDBOX_GOOGLE_CLIENT_ID,
    name: 'Google',
    secret: SANDBOX_GOOGLE_SECRET,
    secretIn: 'body',
    redirectUris: [`${publicUrl}/dev/partners/google/callback`],
    scopes: [...ACCOUNT_LINK_SCOPES],
  };
}

export const SANDBOX_ALEXA_SECRET = 'sandbox-alexa-client-secret-for-development-only';

/**
 * The sandbox "Alexa" of development and tests (ADR 076): it redeems the codes of app-to-app
 * linking with its secret in HTTP Basic, as Alexa does by default.
 */
export function sandboxAlexaPartner(publicUrl: string): PartnerClient {
  return {
    clientId: SANDBOX_ALEXA_CLIENT_ID,
    name: 'Alexa',
    secret: SANDBOX_ALEXA_SECRET,
    secretIn: 'basic',
    redirectUris: [`${publicUrl}/dev/partners/amazon/alexa/link-result`],
    scopes: [...ACCOUNT_LINK_SCOPES],
  };
}

/** A partner as oidc-provider registers it: the code flow with refresh tokens, nothing else. */
export function clientMetadataOf(partner: PartnerClient): ClientMetadata {
  return {
    client_id: partner.clientId,
    client_name: partner.name,
    ...(partner.secret
      ? {
          client_secret: partner.secret,
          token_endpoint_auth_method:
            partner.secretIn === 'basic' ? 'client_secret_basic' : 'client_secret_post',
        }
      : { token_endpoint_auth_method: 'none' }),
    redirect_uris: partner.redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: partner.scopes.join(' '),
  };
}
