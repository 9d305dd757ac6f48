/**
 * "Listen now" after a purchase (ADR 050): the link's care call and the sandbox player; the
 * link itself for the partner API (ADR 081).
 */

export { registerListenCapability } from './listen.care-routes.ts';
export { registerSandboxPlayerRoute, SANDBOX_PLAYER_PATH } from './listen.platform-routes.ts';
export { listenLinkFor } from './listen-link.ts';
