import type { IncomingMessage } from 'node:http';
import type { Provider } from 'oidc-provider';
import type { App } from '../../../platform/http/app-instance.ts';

export const OAUTH_PATH = '/oauth';

/**
 * The account-linking provider (oidc-provider, a Koa app) mounted at `/oauth`: discovery, the
 * authorization endpoint and its resume, token, revocation and JWKS. Its answers are the OAuth
 * 2.0 ones (RFC 6749 error bodies), written by the library: the route hands it the raw request
 * with its body unread (the provider parses its own form bodies) and the path below the mount,
 * keeping the full one as `originalUrl`, from which the provider learns where it is mounted.
 */
export function registerOAuthRoutes(app: App, linkingProvider: () => Promise<Provider>): void {
  let callback: ReturnType<Provider['callback']> | undefined;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${OAUTH_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      const provider = await linkingProvider();
      callback ??= provider.callback();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(OAUTH_PATH.length) || '/';
      reply.hijack();
      await callback(raw, reply.raw);
    });
  });
}
