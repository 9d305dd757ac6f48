import type { FastifyReply, FastifyRequest } from 'fastify';
import { peekCareSession } from '../../platform/auth/require-care-session.ts';
import { sessionCookieName } from '../../platform/care-session/session-cookie.ts';

/**
 * One sign-in for both surfaces (ADR 023): when a browser holding a care session cookie gets an
 * authenticated service session (sign-in, or a refresh after its care session was renewed), its
 * care session takes that identity, tied to the family, with a new secret (no fixation). When it
 * gets an anonymous one instead, a sign-in the care session shared with an earlier family ends.
 * The care API never reads a token a script can reach.
 */
export async function carryServiceSessionToCare(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: { identityId: string | null; familyId: string },
): Promise<void> {
  const current = await peekCareSession(request);
  if (!current) return;
  const { service, cookieSecure, cookieOptions } = request.server.careSessions;
  if (issued.identityId === null) {
    if (current.serviceFamilyId !== null) await service.dropServiceLink(current);
    return;
  }
  const linked = await service.linkServiceSession(current, issued.identityId, issued.familyId);
  if (!linked) return;
  reply.setCookie(sessionCookieName(cookieSecure), linked.secret, cookieOptions);
}

/** Signing out of the service session here signs this browser's care session out too. */
export async function endCareSignIn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const current = await peekCareSession(request);
  if (!current?.identityId) return;
  const { service, cookieSecure } = request.server.careSessions;
  await service.end(current.id);
  reply.clearCookie(sessionCookieName(cookieSecure), { path: '/' });
}
