import {
  anonymousSessionRequestSchema,
  authenticatedSessionRequestSchema,
  deviceSessionRequestSchema,
  migrateSessionRequestSchema,
  refreshSessionRequestSchema,
  revokeAllSessionsResultSchema,
  SERVICE_HEADERS,
  type SignInGrantKind,
  sessionSchema,
} from '@orbit/domain';
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
import { toStoredLocation } from './location.ts';
import { revokeAllSessions } from './revoke-sessions.ts';
import { rotateRefreshToken } from './rotate-session.ts';
import { missingRefreshToken, unusableSignInGrant } from './session-errors.ts';
import { redeemSignInGrant } from './sign-in-grants.ts';
import { startSessionFamily } from './start-session.ts';
import { refreshTokenFromSxmData } from './stored-user-info.ts';

const TAGS = ['session'];

const refreshHeaders = z.looseObject({
  'x-refresh-token': documentedHeader('The refresh token (required)'),
  'x-convergence-token': documentedHeader(
    'The convergence token last received, when one is pending',
  ),
  'x-device-grant': documentedHeader('Sent by the SDK; not needed to refresh'),
});

const refreshTokenHeader = SERVICE_HEADERS.refreshToken.toLowerCase();
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

  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('session', 'anonymous'),
      config: { access: 'device', rateLimit: RATE_LIMITS.anonymousSession(config) },
      schema: {
        tags: TAGS,
        summary: 'Start an anonymous session for the device holding the grant',
        body: z.nullish(anonymousSessionRequestSchema),
        response: { 200: sessionSchema },
      },
      handler: async (request) =>
        startSessionFamily(
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
            'answers 401 `userServices.identity.invalidCredentials`.',
          body,
          response: { 200: sessionSchema },
        },
        handler: async (request) => {
          const now = clock();
          // Redeeming and opening the family commit together: a failure leaves the grant usable.
          return db.transaction(async (tx) => {
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
          'No Authorization header: the refresh token travels in X-Refresh-Token. Presenting a ' +
          'refresh token already rotated revokes the whole session family. With a pending ' +
          'convergence token, X-Convergence-Token must carry it (a wrong one answers 400 ' +
          '`invalid-convergence-token`) and the new session has a new entitlementHash.',
        headers: refreshHeaders,
        body: z.nullish(refreshSessionRequestSchema),
        response: { 200: sessionSchema },
        errors: [401],
      },
      handler: async (request, reply) => {
        const refreshToken = single(request.headers[refreshTokenHeader]);
        if (!refreshToken) throw missingRefreshToken();
        const session = await rotateRefreshToken(
          db,
          {
            refreshToken,
            convergenceToken: single(request.headers[convergenceTokenHeader]),
            location: request.body?.location ? toStoredLocation(request.body.location) : undefined,
          },
          clock(),
          lifetimes,
        );
        if (session.convergenceToken) {
          reply.header(SERVICE_HEADERS.convergenceToken, session.convergenceToken);
        }
        return session;
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
          'rotated exactly as sessions/refresh would.',
        body: migrateSessionRequestSchema,
        response: { 200: sessionSchema },
        errors: [401],
      },
      handler: async (request) => {
        const refreshToken = refreshTokenFromSxmData(request.body.sxmData);
        return rotateRefreshToken(db, { refreshToken }, clock(), lifetimes);
      },
    });

    service.route({
      ...serviceRoute('session', 'revokeAll'),
      schema: {
        tags: TAGS,
        summary: 'Sign out everywhere',
        description:
          'Authenticated: ends every session of the identity, on every device. Anonymous: ends ' +
          "the caller's own session family.",
        response: { 200: revokeAllSessionsResultSchema },
      },
      handler: async (request) => {
        return { revokedSessions: await revokeAllSessions(db, sessionOf(request), clock()) };
      },
    });
  });
}
