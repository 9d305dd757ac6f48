import { countryFromHost } from '@orbit/domain';
import { endCareSession, signInCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { CARE_CAPTCHA_FIELDS } from '../../platform/throttle/human-check-beyond-limit.ts';
import { maskHandle } from './care-identity.ts';
import { careLogin } from './care-login.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityById } from './identity-store.ts';
import { limitSignInAttempts } from './throttles.ts';

/** `/services/authenticate/login`, `logout`, `validate-login`. */
export function registerCareAuthenticateRoutes(app: App, deps: IdentityDeps): void {
  registerCareRoutes(app, deps, 'identity', {
    login: async (request, reply) => {
      await limitSignInAttempts(deps, request.ip);
      const { token, captchaToken, captchaAnswer } = request.body;
      const identity = await careLogin(deps, token, countryFromHost(request.hostname), {
        clientAddress: request.ip,
        humanCheck: { token: captchaToken, answer: captchaAnswer },
        humanCheckFields: CARE_CAPTCHA_FIELDS,
      });
      await signInCareSession(request, reply, identity.id);
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
      await endCareSession(request, reply);
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
