import { ACCOUNT_LINK_SCOPES, type AccountLinkScope } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Configuration, Provider } from 'oidc-provider';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { identities } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { escapeHtml } from '../../../platform/http/escape-html.ts';
import { loadOidcLibrary, type OidcLibrary } from './oidc-library.ts';
import { clientMetadataOf, sandboxAlexaPartner, sandboxGooglePartner } from './partner-clients.ts';
import { providerKeysOf } from './provider-keys.ts';
import { providerRecords } from './provider-records.ts';

export type LinkingDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  /** How the server calls partners over HTTP (Amazon; the sandbox Alexa calling us); a test's in-process. */
  partnerFetch?: typeof fetch | undefined;
};

/** Where the provider sends a browser to sign in and consent: our web app's consent page. */
export const CONSENT_PAGE_PATH = '/subscribe/linking/consent';

/** The one resource server behind the tokens: the partner API, whatever a partner calls. */
export function partnerApiOf(config: AppConfig): string {
  return `${config.accountLinking.issuer}/partner-api`;
}

/** Lifetimes (seconds): RFC 6749 asks codes be short-lived; a partner refreshes its access. */
const TTL = {
  AuthorizationCode: 60,
  AccessToken: 60 * 60,
  RefreshToken: 60 * 24 * 60 * 60,
  Interaction: 10 * 60,
  Session: 10 * 60,
  // A link in use lasts years (each refresh rotates its token); one unused for the refresh
  // token's 60 days ends on its own.
  Grant: 5 * 365 * 24 * 60 * 60,
} as const;

/** The scopes of a space-separated list that are linking scopes, in ACCOUNT_LINK_SCOPES order. */
export function scopesAllowed(scope: string | undefined, within?: string): AccountLinkScope[] {
  const asked = new Set(scope?.split(' '));
  const allowed = within === undefined ? undefined : new Set(within.split(' '));
  return ACCOUNT_LINK_SCOPES.filter((name) => asked.has(name) && (!allowed || allowed.has(name)));
}

/** The partners that may link: configured, or the sandbox Google outside production. */
export function partnersOf(config: AppConfig) {
  if (config.accountLinking.partners) return config.accountLinking.partners;
  return config.mode === 'production'
    ? []
    : [sandboxGooglePartner(config.publicUrl), sandboxAlexaPartner(config.publicUrl)];
}

function configurationOf(
  deps: LinkingDeps,
  keys: Awaited<ReturnType<typeof providerKeysOf>>,
  oidc: OidcLibrary,
) {
  const { db, clock, config } = deps;
  const partnerApi = partnerApiOf(config);
  const configuration: Configuration = {
    adapter: providerRecords(db, clock, oidc),
    clients: partnersOf(config).map(clientMetadataOf),
    jwks: keys.jwks as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      // The interaction cookie goes to every path, so the consent calls (`/services/...`) can
      // check that the browser answering a request is the one that started it.
      short: {
        path: '/',
        sameSite: 'lax',
        signed: true,
        httpOnly: true,
        secure: config.session.cookieSecure,
      },
      long: { sameSite: 'lax', signed: true, httpOnly: true, secure: config.session.cookieSecure },
    },
    // The provider accepts only the scopes it names; each is also the partner API's (below).
    scopes: [...ACCOUNT_LINK_SCOPES],
    // A linked account stays linked whatever the browser does later: nothing ends with a session.
    expiresWithSession: () => false,
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every refresh token is used once: a refresh answers a new one (RFC 9700 §4.14.2).
    rotateRefreshToken: () => true,
    // A partner that revokes either token ends the whole link.
    revokeGrantPolicy: () => true,
    pkce: { required: () => true },
    ttl: { ...TTL },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => partnerApi,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource, client) => {
          if (resource !== partnerApi) throw new oidc.errors.InvalidTarget();
          return {
            // A partner gets no scope beyond those of its configuration.
            scope: scopesAllowed(client.scope).join(' '),
            audience: partnerApi,
            accessTokenFormat: 'opaque',
            accessTokenTTL: TTL.AccessToken,
          };
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${CONSENT_PAGE_PATH}?uid=${encodeURIComponent(interaction.uid)}`,
    },
    // The account is the Orbit identity the customer signed in as; a deleted one links nothing.
    findAccount: async (_ctx, id) => {
      const [identity] = await db
        .select({ id: identities.id })
        .from(identities)
        .where(eq(identities.id, id));
      if (!identity) return undefined;
      return { accountId: identity.id, claims: () => ({ sub: identity.id }) };
    },
    // The provider's own HTML answers (an error a browser lands on) name no library.
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error), String(out.error_description ?? ''));
    },
  };
  return configuration;
}

function errorPage(error: string, description: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Orbit Radio account linking</title></head><body><main><h1>This link could not be made</h1><p>${escapeHtml(description || error)}</p><p>Start again from the app you were linking.</p></main></body></html>`;
}

/**
 * The account-linking provider, built on first use (its keys come from the database) and then
 * shared by the routes that mount it and the consent calls.
 */
export function linkingProviderOf(deps: LinkingDeps): () => Promise<Provider> {
  let provider: Promise<Provider> | undefined;
  return () => {
    provider ??= Promise.all([providerKeysOf(deps, deps.clock()), loadOidcLibrary()]).then(
      ([keys, oidc]) => {
        const built = new oidc.Provider(
          deps.config.accountLinking.issuer,
          configurationOf(deps, keys, oidc),
        );
        // Behind the proxy the public scheme and host are the forwarded ones (TRUST_PROXY).
        built.proxy = deps.config.trustProxy !== false;
        return built;
      },
    );
    provider.catch(() => {
      provider = undefined;
    });
    return provider;
  };
}
