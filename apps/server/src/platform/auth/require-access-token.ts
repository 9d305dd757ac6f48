import { SERVICE_HEADERS } from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidAccessToken } from './access-token-refusal.ts';
import type { ServiceSession } from './service-session.ts';

const BEARER = /^Bearer[ ]+(\S{1,1024})$/i;

/** The token of an `Authorization: Bearer …` header; undefined for anything else. */
function bearerTokenOf(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header.trim())?.[1] : undefined;
}

/**
 * preHandler for service-API routes that need a session: `Authorization: Bearer <access token>`.
 * Missing, unknown, expired or revoked → 401 UNAUTHENTICATED (the description says which), which
 * makes the SDK refresh and repeat the call once. On success `request.serviceSession` says who
 * calls; when the identity's entitlements changed since the session was issued, the answer
 * carries X-Convergence-Token so that the next refresh brings it back.
 * Use: `{ preHandler: requireAccessToken }`, then `sessionOf(request)`.
 */
export async function requireAccessToken(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = bearerTokenOf(request.headers.authorization);
  if (!token) throw invalidAccessToken('missing');
  const verified = await request.server.serviceCredentials.verifyAccessToken(token);
  if (verified.convergenceToken) {
    reply.header(SERVICE_HEADERS.convergenceToken, verified.convergenceToken);
  }
  request.serviceSession = verified.session;
}

/** The caller's session in a handler behind requireAccessToken. */
export function sessionOf(request: FastifyRequest): ServiceSession {
  if (!request.serviceSession) throw new Error('requireAccessToken did not run for this route');
  return request.serviceSession;
}
