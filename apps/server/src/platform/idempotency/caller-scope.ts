import type { FastifyRequest } from 'fastify';

/**
 * Whose keys a care request uses: the signed-in identity when there is one (a key follows the
 * customer across a session rotation at sign-in), else the care session.
 */
export function careCallerOf(request: FastifyRequest): string {
  const session = request.careSession;
  if (!session) throw new Error('careCallerOf needs requireCareSession');
  return session.identityId ? `idn:${session.identityId}` : `cs:${session.id}`;
}

/** Whose keys a service-API request uses: its identity, else its session family (anonymous). */
export function serviceCallerOf(request: FastifyRequest): string {
  const session = request.serviceSession;
  if (!session) throw new Error('serviceCallerOf needs requireAccessToken');
  return session.identityId ? `idn:${session.identityId}` : `sfam:${session.familyId}`;
}
