import { LISTEN_LINK_PARAM } from '@orbit/domain';
import { SANDBOX_PLAYER_PATH } from './listen.platform-routes.ts';
import type { ListenDeps } from './listen-deps.ts';
import { LISTEN_LINK_TTL_SECONDS, signListenLink } from './listen-link-token.ts';
import type { ListenableSubscription } from './listenable-subscription.ts';

/**
 * A signed player link for a subscription the caller may listen to (ADR 050), opening in the
 * player of `LISTEN_PLAYER_URL` (the sandbox player when unset), good for ten minutes. Minted
 * by "Listen now" and by the partner API's listening call (ADR 081).
 */
export async function listenLinkFor(
  deps: ListenDeps,
  listenable: ListenableSubscription,
  now: Date,
): Promise<{ url: string; expiresAt: string }> {
  const playerUrl = deps.config.listenPlayerUrl || SANDBOX_PLAYER_PATH;
  const expiresAt = new Date(now.getTime() + LISTEN_LINK_TTL_SECONDS * 1000);
  const token = await signListenLink(deps.db, { ...listenable, expiresAt }, now);
  return { url: `${playerUrl}?${LISTEN_LINK_PARAM}=${token}`, expiresAt: expiresAt.toISOString() };
}
