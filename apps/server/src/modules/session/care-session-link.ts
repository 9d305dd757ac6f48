import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  endCareSession,
  peekCareSession,
  signInCareSession,
} from '../../platform/auth/require-care-session.ts';
import { readSessionSecret } from '../../platform/care-session/session-cookie.ts';

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
  const { service, cookieSecure } = request.server.careSessions;
  const current = await service.lookUp(readSessionSecret(request, cookieSecure));
  if (!current) return;
  if (issued.identityId === null) {
    if (current.serviceFamilyId !== null) await service.dropServiceLink(current);
    return;
  }
  if (current.identityId === issued.identityId && current.serviceFamilyId === issued.familyId) {
    return;
  }
  await signInCareSession(request, reply, issued.identityId, issued.familyId);
}

/** Signing out of the service session here signs this browser's care session out too. */
export async function endCareSignIn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const current = await peekCareSession(request);
  if (current?.identityId) await endCareSession(request, reply);
}
