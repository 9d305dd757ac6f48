import { LISTEN_LINK_PARAM } from '@orbit/domain';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { SANDBOX_PLAYER_PATH } from './listen.platform-routes.ts';
import type { ListenDeps } from './listen-deps.ts';
import { LISTEN_LINK_TTL_SECONDS, signListenLink } from './listen-link-token.ts';
import { listenableSubscriptionOf } from './listenable-subscription.ts';

/** "Listen now" (ADR 050): the care call that mints the link, and the sandbox player. */
export function registerListenCapability(app: App, deps: ListenDeps): void {
  const playerUrl = deps.config.listenPlayerUrl || SANDBOX_PLAYER_PATH;
  registerCareRoutes(app, deps, 'listen', {
    listenLink: async (request, _reply, { session }) => {
      const now = deps.clock();
      const listenable = await listenableSubscriptionOf(deps.db, request.body.subscriptionId, {
        careSessionId: session.id,
        identityId: session.identityId,
        now,
      });
      const expiresAt = new Date(now.getTime() + LISTEN_LINK_TTL_SECONDS * 1000);
      const token = await signListenLink(deps.db, { ...listenable, expiresAt }, now);
      return {
        url: `${playerUrl}?${LISTEN_LINK_PARAM}=${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  });
}
