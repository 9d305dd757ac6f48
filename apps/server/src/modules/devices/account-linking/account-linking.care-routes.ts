import type { Provider } from 'oidc-provider';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { linkAlexa } from './alexa-link.ts';
import { issueAlexaLinkState } from './alexa-link-states.ts';
import type { AmazonPartner } from './amazon-partner.ts';
import { liveGoogleLink } from './google-link.ts';
import { answerLinkRequest, linkRequestOf } from './link-consent.ts';
import type { LinkingDeps } from './linking-provider.ts';

/**
 * The consent page's calls (ADR 071): a partner's linking request, the customer's answer; and
 * linking Alexa from our own pages (ADR 076), and the legacy Google check.
 */
export function registerAccountLinkingCareRoutes(
  app: App,
  deps: LinkingDeps,
  linkingProvider: () => Promise<Provider>,
  amazon: AmazonPartner,
): void {
  registerCareRoutes(app, deps, 'accountLinking', {
    linkRequest: async (request, reply) =>
      linkRequestOf(await linkingProvider(), { request, reply }, request.query.uid),
    answerLinkRequest: async (request, reply, caller) =>
      answerLinkRequest(
        deps,
        await linkingProvider(),
        { request, reply },
        {
          uid: request.body.uid,
          approve: request.body.approve,
          identityId: caller.identityId,
        },
      ),
    alexaLinkState: async (_request, _reply, caller) =>
      issueAlexaLinkState(deps.db, deps.clock(), {
        careSessionId: caller.session.id,
        identityId: caller.identityId,
      }),
    linkAlexa: async (request, _reply, caller) =>
      linkAlexa(
        deps,
        await linkingProvider(),
        amazon,
        { careSessionId: caller.session.id, identityId: caller.identityId },
        request.body,
      ),
    googleLink: async (request, _reply, caller) =>
      liveGoogleLink(
        deps,
        await linkingProvider(),
        { careSessionId: caller.session.id, identityId: caller.identityId },
        request.body.subscriptionId,
      ),
  });
}
