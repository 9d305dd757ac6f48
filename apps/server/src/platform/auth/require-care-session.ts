import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionSecret, sessionCookieName } from '../care-session/session-cookie.ts';
import type { CareSession } from '../care-session/session-service.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * preHandler for care API routes that need the caller's session (every `/services` call after
 * env-info). No session, or an expired one, answers 401 SESSION_TIMED_OUT, whose message key
 * `error.common.session.timed.out.error` makes the web app open its timeout modal.
 * Use: `{ preHandler: requireCareSession }`, then read `request.careSession`.
 */
export async function requireCareSession(request: FastifyRequest): Promise<void> {
  const { service, cookieSecure } = request.server.careSessions;
  const session = await service.resume(readSessionSecret(request, cookieSecure));
  if (!session) throw new AppError('SESSION_TIMED_OUT', 'No live care session');
  // A sign-in shared with a service session (ADR 023) ends with it: signed out, revoked, reused.
  const linkEnded =
    session.serviceFamilyId !== null &&
    !(await request.server.serviceCredentials.isFamilyLive(session.serviceFamilyId));
  request.careSession = linkEnded ? await service.dropServiceLink(session) : session;
}

/**
 * env-info's rule: the caller's live session (its activity recorded), or a new one whose secret
 * goes to the browser in the session cookie. A new session is not stored here but by the first
 * call that needs it (deferred-session.ts): most page loads make none.
 */
export async function lookUpOrBeginCareSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CareSession> {
  const { service, cookieSecure, cookieOptions, countStart } = request.server.careSessions;
  const live = await service.visit(readSessionSecret(request, cookieSecure));
  if (live) return live;
  await countStart(request.ip);
  const { session, secret } = await service.begin();
  reply.setCookie(sessionCookieName(cookieSecure), secret, cookieOptions);
  return session;
}

/**
 * Signs the caller's care session in as `identityId`: a new session (new id, new secret, the old
 * one ended), so a session id planted before sign-in is worthless after it. With
 * `serviceFamilyId`, the sign-in is the service session's (ADR 023) and lasts as long as it.
 */
export async function signInCareSession(
  request: FastifyRequest,
  reply: FastifyReply,
  identityId: string,
  serviceFamilyId: string | null = null,
): Promise<CareSession> {
  const { service, cookieSecure, cookieOptions } = request.server.careSessions;
  const { session, secret } = await service.signIn(
    readSessionSecret(request, cookieSecure),
    identityId,
    serviceFamilyId,
  );
  reply.setCookie(sessionCookieName(cookieSecure), secret, cookieOptions);
  request.careSession = session;
  return session;
}

/** Ends the caller's care session for good and drops its cookie. */
export async function endCareSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { service, cookieSecure } = request.server.careSessions;
  await service.end(readSessionSecret(request, cookieSecure));
  reply.clearCookie(sessionCookieName(cookieSecure), { path: '/' });
}

/** The caller's live session if any, without counting the call as activity. */
export async function peekCareSession(request: FastifyRequest): Promise<CareSession | undefined> {
  const { service, cookieSecure } = request.server.careSessions;
  return service.peek(readSessionSecret(request, cookieSecure));
}
