import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import type { ListenDeps } from './listen-deps.ts';
import { listenLinkFor } from './listen-link.ts';
import { listenableSubscriptionOf } from './listenable-subscription.ts';

/** "Listen now" (ADR 050): the care call that mints the link, and the sandbox player. */
export function registerListenCapability(app: App, deps: ListenDeps): void {
  registerCareRoutes(app, deps, 'listen', {
    listenLink: async (request, _reply, { session }) => {
      const now = deps.clock();
      const listenable = await listenableSubscriptionOf(deps.db, request.body.subscriptionId, {
        careSessionId: session.id,
        identityId: session.identityId,
        now,
      });
      return listenLinkFor(deps, listenable, now);
    },
  });
}
