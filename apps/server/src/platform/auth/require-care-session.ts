import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionSecret, sessionCookieName } from '../care-session/session-cookie.ts';
import type { CareSession } from '../care-session/session-service.ts';
import { AppError } from '../errors/app-error.ts';
import { serviceSignedInIdentityOf } from './service-sign-in.ts';

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
  // Signed in through the service layer (the web app's sign-in pages): the care call sees that
  // identity for this request, unless the care session signed in on its own.
  const identityId = session.identityId ?? (await serviceSignedInIdentityOf(request));
  request.careSession = identityId === session.identityId ? session : { ...session, identityId };
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
