import {
  magicLinkRedeemParamsSchema,
  magicLinkRedeemResponseSchema,
  magicLinkRequestSchema,
  requestAcceptedSchema,
} from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { redeemMagicLink, requestMagicLink } from './magic-link-service.ts';
import { limitLookups, limitSignInAttempts } from './throttles.ts';

const TAGS = ['magic link'];

/** `magic-link/v1`: request and redeem. */
export function registerMagicLinkRoutes(app: App, deps: IdentityDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('magicLink', 'request'),
      schema: {
        tags: TAGS,
        summary: 'Email a sign-in link',
        description:
          'Always `{accepted: true}`, whether or not the email has an identity. The link opens the ' +
          'web app at `/sign-in/magic-link?magicLinkId=…`, works once and lasts 15 minutes. Beyond ' +
          "the email's send budget (like passcodes) a request needs a solved `humanCheck` (428 " +
          'CAPTCHA_REQUIRED, ADR 024); requests per client address stay limited (429).',
        body: magicLinkRequestSchema,
        response: { 200: requestAcceptedSchema },
        errors: [428, 429],
      },
      handler: async (request) => {
        await limitLookups(deps, request.ip);
        await requestMagicLink(deps, request.body);
        return { accepted: true as const };
      },
    });

    service.route({
      ...serviceRoute('magicLink', 'redeem'),
      schema: {
        tags: TAGS,
        summary: 'Redeem a magic link for a magic-link grant',
        description:
          'MAGIC_LINK_NOT_FOUND for an unknown or used link, MAGIC_LINK_EXPIRED after its time. ' +
          'The grant signs in at identity/v1/authenticate/magic-link.',
        params: magicLinkRedeemParamsSchema,
        response: { 200: magicLinkRedeemResponseSchema },
        errors: [404, 410, 429],
      },
      handler: async (request) => {
        await limitSignInAttempts(deps, request.ip);
        return redeemMagicLink(deps, request.params.magicLinkId);
      },
    });
  });
}
