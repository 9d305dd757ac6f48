import {
  careErrorBodySchema,
  careLoginRequestSchema,
  careLoginResultSchema,
  careLogoutRequestSchema,
  careLogoutResultSchema,
  careSuccessSchema,
  careValidateLoginResultSchema,
  countryFromHost,
} from '@orbit/domain';
import { peekCareSession, requireCareSession } from '../../platform/auth/require-care-session.ts';
import { sessionCookieName } from '../../platform/care-session/session-cookie.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { maskHandle } from './care-identity.ts';
import { careLogin } from './care-login.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById } from './identity-store.ts';
import { limitSignInAttempts } from './throttles.ts';

const TAGS = ['care identity'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

/** `/services/authenticate/login`, `logout`, `validate-login`. */
export function registerCareAuthenticateRoutes(app: App, deps: IdentityDeps): void {
  app.post(
    '/services/authenticate/login',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Sign in on the care session with username (or email) and password',
        description:
          'On success the care session is replaced by a new one bound to the identity (new id, ' +
          'new cookie): a session id known before sign-in is worthless after it. Errors: ' +
          'INVALID_USERNAME_OR_PASSWORD, ACCOUNT_LOCKED (Retry-After), ACCOUNT_TYPE_NOT_SUPPORTED ' +
          '(a streaming login), ACCOUNT_IN_DIFFERENT_COUNTRY, RATE_LIMIT_EXCEEDED per address.',
        body: careLoginRequestSchema,
        response: {
          200: careSuccessSchema(careLoginResultSchema),
          ...errors(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await limitSignInAttempts(deps, request.ip);
      const identity = await careLogin(deps, request.body.token, countryFromHost(request.hostname));
      const { service, cookieSecure, cookieOptions } = request.server.careSessions;
      const current = request.careSession;
      if (!current) throw new Error('requireCareSession did not run');
      const { session, secret } = await service.signIn(current, identity.id);
      reply.setCookie(sessionCookieName(cookieSecure), secret, cookieOptions);
      request.careSession = session;
      return careOk({
        accountNum: identity.accountNumber,
        identityId: identity.id,
        thirdPartyPartnerName: null,
        thirdPartyPartnerType: null,
      });
    },
  );

  app.post(
    '/services/authenticate/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign out: the care session ends',
        description:
          'Always succeeds, with or without a live session; the cookie is cleared and the next ' +
          'utility/env-info starts a new session.',
        body: careLogoutRequestSchema.nullish(),
        response: { 200: careSuccessSchema(careLogoutResultSchema), ...errors(400) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { service, cookieSecure } = request.server.careSessions;
      const session = await peekCareSession(request);
      if (session) await service.end(session.id);
      reply.clearCookie(sessionCookieName(cookieSecure), { path: '/' });
      return careOk({ loggedOut: true as const });
    },
  );

  app.post(
    '/services/authenticate/validate-login',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Is the care session signed in, and as whom',
        response: { 200: careSuccessSchema(careValidateLoginResultSchema), ...errors(401) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const identityId = request.careSession?.identityId;
      const identity = identityId ? await findIdentityById(deps.db, identityId) : undefined;
      if (!identity) {
        return careOk({ loggedIn: false, identityId: null, accountNum: null, maskedHandle: null });
      }
      return careOk({
        loggedIn: true,
        identityId: identity.id,
        accountNum: identity.accountNumber,
        maskedHandle: maskHandle(identity.handle),
      });
    },
  );
}
