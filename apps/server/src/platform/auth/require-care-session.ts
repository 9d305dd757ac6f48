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
 * env-info's rule: resume the caller's session, or start a new one and hand its secret to the
 * browser in the session cookie.
 */
export async function resumeOrStartCareSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CareSession> {
  const { service, cookieSecure, cookieOptions, countStart } = request.server.careSessions;
  const resumed = await service.resume(readSessionSecret(request, cookieSecure));
  if (resumed) {
    request.careSession = resumed;
    return resumed;
  }
  await countStart(request.ip);
  const { session, secret } = await service.start();
  reply.setCookie(sessionCookieName(cookieSecure), secret, cookieOptions);
  request.careSession = session;
  return session;
}

/** The caller's live session if any, without counting the call as activity. */
export async function peekCareSession(request: FastifyRequest): Promise<CareSession | undefined> {
  const { service, cookieSecure } = request.server.careSessions;
  return service.peek(readSessionSecret(request, cookieSecure));
}
