import { type AccountLinkScope, PARTNER_API_REALM } from '@orbit/domain';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { AppConfig } from '../../../config.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { partnerApiOf } from './linking-provider.ts';

/** Who calls the partner API: the customer a link names, through one partner's grant. */
export type PartnerCaller = {
  /** The Orbit identity the customer linked. */
  identityId: string;
  clientId: string;
  grantId: string;
  scopes: ReadonlySet<string>;
};

/** RFC 6750 §2.1: `Bearer <token>`, the scheme case-insensitive; anything else is no token. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/** RFC 6750 §3: the challenge a refused partner call answers with. */
function challenge(fields: Record<string, string>): string {
  const parameters = Object.entries({ realm: PARTNER_API_REALM, ...fields })
    .map(([name, value]) => `${name}="${value}"`)
    .join(', ');
  return `Bearer ${parameters}`;
}

/** A refusal with its `WWW-Authenticate` challenge (RFC 6750 §3), which the error handler sends. */
export type PartnerRefusal = { error: AppError; challenge: string };

function invalidToken(reason: string): PartnerRefusal {
  return {
    error: new AppError('PARTNER_TOKEN_INVALID', `partner token refused: ${reason}`, {
      serviceCode: 'invalid_token',
    }),
    challenge: challenge({
      error: 'invalid_token',
      error_description: 'The access token is unknown, expired or revoked',
    }),
  };
}

/**
 * Checks a partner's bearer token through the provider's own model (`AccessToken.find`: our
 * adapter finds it live by the app clock, the library checks its payload and expiry), then its
 * grant as the provider's userinfo does — still there, the same client and customer — and the
 * audience (the partner API). A revoked link has no grant and no tokens: refused at once.
 * Then the scope the call needs: RFC 6750's `insufficient_scope` (403) names it.
 */
export async function partnerCallerOf(
  provider: Provider,
  config: AppConfig,
  authorization: string | undefined,
  scope: AccountLinkScope,
): Promise<PartnerCaller | PartnerRefusal> {
  const value = authorization === undefined ? undefined : BEARER.exec(authorization.trim())?.[1];
  if (!authorization) {
    return {
      error: new AppError('PARTNER_TOKEN_REQUIRED', 'no bearer token'),
      challenge: challenge({ scope }),
    };
  }
  if (!value) return invalidToken('not a bearer token');
  const token = await provider.AccessToken.find(value);
  if (!token) return invalidToken('unknown or expired');
  if (token.isSenderConstrained()) return invalidToken('sender-constrained');
  if (token.aud !== partnerApiOf(config)) return invalidToken('another audience');
  const grant = await provider.Grant.find(token.grantId ?? '');
  if (!grant || grant.clientId !== token.clientId || grant.accountId !== token.accountId) {
    return invalidToken('grant revoked');
  }
  if (!token.accountId || !token.clientId || !token.grantId) return invalidToken('incomplete');
  if (!token.scopes.has(scope)) {
    return {
      error: new AppError('PARTNER_SCOPE_INSUFFICIENT', `scope ${scope} not granted`, {
        serviceCode: 'insufficient_scope',
      }),
      challenge: challenge({
        error: 'insufficient_scope',
        error_description: `This call needs the ${scope} scope`,
        scope,
      }),
    };
  }
  return {
    identityId: token.accountId,
    clientId: token.clientId,
    grantId: token.grantId,
    scopes: token.scopes,
  };
}

export function isPartnerRefusal(answer: PartnerCaller | PartnerRefusal): answer is PartnerRefusal {
  return 'error' in answer;
}

/** What the partner API asks of account linking: the caller a bearer token names, for a scope. */
export type PartnerAccess = {
  callerOf(
    authorization: string | undefined,
    scope: AccountLinkScope,
  ): Promise<PartnerCaller | PartnerRefusal>;
};

declare module 'fastify' {
  interface FastifyInstance {
    partnerAccess: PartnerAccess;
  }
}

/** Shares the provider the routes mount with the partner API (one provider, one set of keys). */
export function installPartnerAccess(
  app: FastifyInstance,
  config: AppConfig,
  linkingProvider: () => Promise<Provider>,
): void {
  app.decorate('partnerAccess', {
    callerOf: async (authorization, scope) =>
      partnerCallerOf(await linkingProvider(), config, authorization, scope),
  } satisfies PartnerAccess);
}
