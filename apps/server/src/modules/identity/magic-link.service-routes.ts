import {
  magicLinkRedeemParamsSchema,
  magicLinkRedeemResponseSchema,
  magicLinkRequestSchema,
  requestAcceptedSchema,
} from '@orbit/domain';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { redeemMagicLink, requestMagicLink } from './magic-link-service.ts';
import { bearerHeaders, identityErrorResponses } from './route-kit.ts';
import { limitLookups, limitSignInAttempts } from './throttles.ts';

const TAGS = ['magic link'];

/** `magic-link/v1`: request and redeem. */
export function registerMagicLinkRoutes(app: App, deps: IdentityDeps): void {
  app.route({
    ...serviceRoute('magicLink', 'request'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Email a sign-in link',
      description:
        'Always `{accepted: true}`, whether or not the email has an identity. The link opens the ' +
        'web app at `/sign-in/magic-link?magicLinkId=…`, works once and lasts 15 minutes. Sends ' +
        'per email are limited like passcodes (429).',
      headers: bearerHeaders,
      body: magicLinkRequestSchema,
      response: { 200: requestAcceptedSchema, ...identityErrorResponses() },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await limitLookups(deps, request.ip);
      await requestMagicLink(deps, request.body);
      return { accepted: true as const };
    },
  });

  app.route({
    ...serviceRoute('magicLink', 'redeem'),
    preHandler: requireAccessToken,
    schema: {
      tags: TAGS,
      summary: 'Redeem a magic link for a magic-link grant',
      description:
        'MAGIC_LINK_NOT_FOUND for an unknown or used link, MAGIC_LINK_EXPIRED after its time. ' +
        'The grant signs in at identity/v1/authenticate/magic-link.',
      headers: bearerHeaders,
      params: magicLinkRedeemParamsSchema,
      response: { 200: magicLinkRedeemResponseSchema, ...identityErrorResponses(404, 410) },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await limitSignInAttempts(deps, request.ip);
      return redeemMagicLink(deps, request.params.magicLinkId);
    },
  });
}
