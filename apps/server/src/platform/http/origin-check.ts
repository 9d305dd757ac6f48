import { isOwnServiceUrl } from '@orbit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * A page on another site must not change anything here with the customer's cookie (a form or a
 * `fetch` with credentials: cross-site request forgery). The cookie's SameSite already stops most
 * of it; this is the server's own check, for every state-changing call of both surfaces:
 *
 * - a browser that says the request is `cross-site` (Fetch Metadata) is refused;
 * - an `Origin` must be the request's own (scheme and host, as the proxy forwarded them) or one
 *   of the service's own domains (`care.orbitradio.ca`, `www.orbitradio.com`); `null` is refused.
 *
 * Callers that are not browsers send neither header and pass: a forged request needs a browser
 * carrying the victim's cookie, and browsers always send `Origin` on a cross-origin POST.
 */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  if (origin === `${request.protocol}://${request.host}`) return true;
  return isOwnServiceUrl(origin);
}

export function installOriginCheck(app: FastifyInstance): void {
  // Synchronous: every request passes here, and an async hook costs each one a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      return done(new AppError('FORBIDDEN', 'cross-site request (Sec-Fetch-Site)'));
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request)) {
      return done(new AppError('FORBIDDEN', 'request from a foreign origin'));
    }
    done();
  });
}
