import type { Provider } from 'oidc-provider';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { answerLinkRequest, linkRequestOf } from './link-consent.ts';
import type { LinkingDeps } from './linking-provider.ts';

/** The consent page's calls (ADR 071): a partner's linking request, the customer's answer. */
export function registerAccountLinkingCareRoutes(
  app: App,
  deps: LinkingDeps,
  linkingProvider: () => Promise<Provider>,
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
  });
}
