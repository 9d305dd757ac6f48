import { countryFromHost } from '@orbit/domain';
import { peekCareSession } from '../../platform/auth/require-care-session.ts';
import { sessionCookieName } from '../../platform/care-session/session-cookie.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { maskHandle } from './care-identity.ts';
import { careLogin } from './care-login.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById } from './identity-store.ts';
import { limitSignInAttempts } from './throttles.ts';

/** Where the care login carries a human check's proof (flows §1.6). */
const CAPTCHA_FIELDS = { token: 'captchaToken', answer: 'captchaAnswer' };

/** `/services/authenticate/login`, `logout`, `validate-login`. */
export function registerCareAuthenticateRoutes(app: App, deps: IdentityDeps): void {
  registerCareRoutes(app, deps, 'identity', {
    login: async (request, reply, { session: current }) => {
      await limitSignInAttempts(deps, request.ip);
      const { token, captchaToken, captchaAnswer } = request.body;
      const identity = await careLogin(deps, token, countryFromHost(request.hostname), {
        clientAddress: request.ip,
        humanCheck: { token: captchaToken, answer: captchaAnswer },
        humanCheckFields: CAPTCHA_FIELDS,
      });
      const { service, cookieSecure, cookieOptions } = request.server.careSessions;
      const { session, secret } = await service.signIn(current, identity.id);
      reply.setCookie(sessionCookieName(cookieSecure), secret, cookieOptions);
      request.careSession = session;
      return {
        accountNum: identity.accountNumber,
        identityId: identity.id,
        thirdPartyPartnerName: null,
        thirdPartyPartnerType: null,
      };
    },
  });

  registerCareRoutes(app, deps, 'accountLogin', {
    logout: async (request, reply) => {
      const { service, cookieSecure } = request.server.careSessions;
      const session = await peekCareSession(request);
      if (session) await service.end(session.id);
      reply.clearCookie(sessionCookieName(cookieSecure), { path: '/' });
      return { loggedOut: true as const };
    },
    validateLogin: async (_request, _reply, { session }) => {
      const identity = session.identityId
        ? await findIdentityById(deps.db, session.identityId)
        : undefined;
      if (!identity) {
        return { loggedIn: false, identityId: null, accountNum: null, maskedHandle: null };
      }
      return {
        loggedIn: true,
        identityId: identity.id,
        accountNum: identity.accountNumber,
        maskedHandle: maskHandle(identity.handle),
      };
    },
  });
}
