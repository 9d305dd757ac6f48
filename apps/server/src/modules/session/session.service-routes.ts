import {
  anonymousSessionRequestSchema,
  authenticatedSessionRequestSchema,
  deviceSessionRequestSchema,
  migrateSessionRequestSchema,
  refreshSessionRequestSchema,
  revokeAllSessionsRequestSchema,
  revokeAllSessionsResultSchema,
  SERVICE_HEADERS,
  type Session,
  type SignInGrantKind,
  sessionSchema,
} from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import { deviceOf } from '../../platform/auth/require-device-grant.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { documentedHeader } from '../../platform/http/service-schemas.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { RATE_LIMITS } from '../../platform/rate-limits.ts';
import { carryServiceSessionToCare, endCareSignIn } from './care-session-link.ts';
import { toStoredLocation } from './location.ts';
import {
  clearRefreshCookie,
  presentedRefreshToken,
  REFRESH_COOKIE_PATH,
  refreshTokenStaysInCookie,
  setRefreshCookie,
} from './refresh-cookie.ts';
import { endFamilyOf, revokeAllSessions, revokeOtherSessions } from './revoke-sessions.ts';
import { rotateRefreshToken } from './rotate-session.ts';
import { missingRefreshToken, unusableSignInGrant } from './session-errors.ts';
import type { IssuedSession } from './session-tokens.ts';
import { redeemSignInGrant } from './sign-in-grants.ts';
import { startSessionFamily } from './start-session.ts';
import { refreshTokenFromSxmData } from './stored-user-info.ts';

const TAGS = ['session'];

const refreshTokenHeaderDoc = documentedHeader(
  'The refresh token, from a client without cookies; a browser sends none (its HttpOnly cookie ' +
    'carries it)',
);
const deliveryHeaderDoc = documentedHeader(
  '`cookie` (the browser SDK): leave the refresh token out of the answer; it is in the cookie only',
);
const issuingHeaders = z.looseObject({ 'x-refresh-token-delivery': deliveryHeaderDoc });
const refreshHeaders = z.looseObject({
  'x-refresh-token': refreshTokenHeaderDoc,
  'x-refresh-token-delivery': deliveryHeaderDoc,
  'x-convergence-token': documentedHeader(
    'The convergence token last received, when one is pending',
  ),
  'x-device-grant': documentedHeader('Sent by the SDK; not needed to refresh'),
});

/** What every answer carrying a new pair says about where its refresh token went (ADR 023). */
const REFRESH_COOKIE_NOTE =
  ` The refresh token is also set in an HttpOnly, SameSite=Strict cookie for ${REFRESH_COOKIE_PATH} ` +
  '(`__Secure-orbit_refresh` over HTTPS); a browser (Fetch Metadata, or X-Refresh-Token-Delivery: ' +
  'cookie) gets it there only, and the answer has no `refreshToken`.';

const convergenceTokenHeader = SERVICE_HEADERS.convergenceToken.toLowerCase();
const single = (value: string | string[] | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** `session/v1`: start, sign in, refresh, migrate and revoke service sessions (ADR 006). */
export function registerSessionRoutes(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  const { config, db, clock } = deps;
  const lifetimes = config.serviceTokens;
  const cookieSecure = config.session.cookieSecure;

  /**
   * The answer of every call that issues or rotates a pair: the refresh token in the HttpOnly
   * cookie (and in the body only for clients without cookies), the browser's care session
   * following the sign-in.
   */
  const answerIssued = async (
    request: FastifyRequest,
    reply: FastifyReply,
    issued: IssuedSession,
  ): Promise<Session> => {
    const { session } = issued;
    if (session.refreshToken) {
      setRefreshCookie(
        reply,
        cookieSecure,
        session.refreshToken,
        session.refreshTokenExpiresAt,
        clock().getTime(),
      );
    }
    await carryServiceSessionToCare(request, reply, issued);
    if (!refreshTokenStaysInCookie(request)) return session;
    const { refreshToken: _inCookieOnly, ...withoutRefreshToken } = session;
    return withoutRefreshToken;
  };

  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('session', 'anonymous'),
      config: { access: 'device', rateLimit: RATE_LIMITS.anonymousSession(config) },
      schema: {
        tags: TAGS,
        summary: 'Start an anonymous session for the device holding the grant',
        description: `A care session this browser shared with an earlier sign-in is signed out.${REFRESH_COOKIE_NOTE}`,
        headers: issuingHeaders,
        body: z.nullish(anonymousSessionRequestSchema),
        response: { 200: sessionSchema },
      },
      handler: async (request, reply) =>
        answerIssued(
          request,
          reply,
          await startSessionFamily(
            db,
            {
              sessionType: 'anonymous',
              identityId: null,
              deviceId: deviceOf(request).deviceId,
              location: toStoredLocation(request.body?.location),
            },
            clock(),
            lifetimes,
          ),
        ),
    });

    /** sessions/authenticated and sessions/device differ only in the kind of grant they take. */
    const signInRoute = (
      endpoint: 'authenticated' | 'device',
      kind: SignInGrantKind,
      summary: string,
      body: typeof authenticatedSessionRequestSchema,
    ) =>
      service.route({
        ...serviceRoute('session', endpoint),
        config: { access: 'device' },
        schema: {
          tags: TAGS,
          summary,
          description:
            'The grant is single-use and short-lived; an unknown, expired, used or wrong-kind grant ' +
            'answers 401 `userServices.identity.invalidCredentials`. The care session of the same ' +
            'browser (its cookie) is signed in as that identity for as long as this session lives.' +
            REFRESH_COOKIE_NOTE,
          headers: issuingHeaders,
          body,
          response: { 200: sessionSchema },
        },
        handler: async (request, reply) => {
          const now = clock();
          // Redeeming and opening the family commit together: a failure leaves the grant usable.
          const issued = await db.transaction(async (tx) => {
            const identityId = await redeemSignInGrant(tx, request.body.grant, kind, now);
            if (!identityId) throw unusableSignInGrant();
            return startSessionFamily(
              tx,
              {
                sessionType: 'authenticated',
                identityId,
                deviceId: deviceOf(request).deviceId,
                location: toStoredLocation(request.body.location),
              },
              now,
              lifetimes,
            );
          });
          return answerIssued(request, reply, issued);
        },
      });
    signInRoute(
      'authenticated',
      'identity',
      'Trade a sign-in grant for an authenticated session',
      authenticatedSessionRequestSchema,
    );
    signInRoute(
      'device',
      'device-authorization',
      'Trade a device-authorization grant (TV, car-like device) for an authenticated session',
      deviceSessionRequestSchema,
    );

    service.route({
      ...serviceRoute('session', 'refresh'),
      config: { access: 'open' },
      schema: {
        tags: TAGS,
        summary: 'Rotate the session: a new access and refresh token, the old refresh token spent',
        description:
          'No Authorization header: the refresh token travels in the HttpOnly cookie (a browser) ' +
          'or in X-Refresh-Token (a client without cookies; the header wins when both are sent). ' +
          'Presenting a refresh token already rotated revokes the whole session family. With a ' +
          'pending convergence token, X-Convergence-Token must carry it (a wrong one answers 400 ' +
          '`invalid-convergence-token`) and the new session has a new entitlementHash.' +
          REFRESH_COOKIE_NOTE,
        headers: refreshHeaders,
        body: z.nullish(refreshSessionRequestSchema),
        response: { 200: sessionSchema },
        errors: [401],
      },
      handler: async (request, reply) => {
        const refreshToken = presentedRefreshToken(request, cookieSecure);
        if (!refreshToken) throw missingRefreshToken();
        const issued = await rotateRefreshToken(
          db,
          {
            refreshToken,
            convergenceToken: single(request.headers[convergenceTokenHeader]),
            location: request.body?.location ? toStoredLocation(request.body.location) : undefined,
          },
          clock(),
          lifetimes,
        );
        if (issued.session.convergenceToken) {
          reply.header(SERVICE_HEADERS.convergenceToken, issued.session.convergenceToken);
        }
        return answerIssued(request, reply, issued);
      },
    });

    service.route({
      ...serviceRoute('session', 'migrate'),
      config: { access: 'open' },
      schema: {
        tags: TAGS,
        summary: "Exchange an earlier client's stored session for a fresh one",
        description:
          '`sxmData` is base64url of the stored user info JSON; its `session.refreshToken` is ' +
          'rotated exactly as sessions/refresh would.' +
          REFRESH_COOKIE_NOTE,
        headers: issuingHeaders,
        body: migrateSessionRequestSchema,
        response: { 200: sessionSchema },
        errors: [401],
      },
      handler: async (request, reply) => {
        const refreshToken = refreshTokenFromSxmData(request.body.sxmData);
        return answerIssued(
          request,
          reply,
          await rotateRefreshToken(db, { refreshToken }, clock(), lifetimes),
        );
      },
    });

    service.route({
      ...serviceRoute('session', 'end'),
      config: { access: 'open' },
      schema: {
        tags: TAGS,
        summary: 'Sign out here: end this session, its refresh cookie and the care sign-in',
        description:
          'Ends the session family of the refresh token presented (the HttpOnly cookie, or ' +
          'X-Refresh-Token), clears the refresh cookie and signs out the care session of the ' +
          'same browser. Always 200: an unknown or missing token ends nothing (a sign-out never ' +
          'fails). Other devices stay signed in; `revoke/all` ends them too.',
        headers: z.looseObject({ 'x-refresh-token': refreshTokenHeaderDoc }),
        response: { 200: revokeAllSessionsResultSchema },
      },
      handler: async (request, reply) => {
        const refreshToken = presentedRefreshToken(request, cookieSecure);
        const revokedSessions = refreshToken ? await endFamilyOf(db, refreshToken, clock()) : 0;
        clearRefreshCookie(reply, cookieSecure);
        await endCareSignIn(request, reply);
        return { revokedSessions };
      },
    });

    service.route({
      ...serviceRoute('session', 'revokeAll'),
      schema: {
        tags: TAGS,
        summary: 'Sign out everywhere (or everywhere else)',
        description:
          'Authenticated: ends every session of the identity, on every device, and every care ' +
          "session signed in through them. Anonymous: ends the caller's own session family. " +
          "Clears this browser's refresh cookie and signs its care session out. With " +
          '`{ "exceptCurrent": true }` the caller\'s own session stays and nothing here is ' +
          'cleared ("sign out everywhere else", audited; anonymous: ends nothing).',
        body: z.nullish(revokeAllSessionsRequestSchema),
        response: { 200: revokeAllSessionsResultSchema },
      },
      handler: async (request, reply) => {
        if (request.body?.exceptCurrent) {
          return { revokedSessions: await revokeOtherSessions(db, sessionOf(request), clock()) };
        }
        const revokedSessions = await revokeAllSessions(db, sessionOf(request), clock());
        clearRefreshCookie(reply, cookieSecure);
        await endCareSignIn(request, reply);
        return { revokedSessions };
      },
    });
  });
}
