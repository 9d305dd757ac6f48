import { countryFromHost, type Locale, resolveLocale } from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import {
  resetPassword,
  sendPasswordResetEmail,
  sendPasswordResetText,
  sendUsernameReminder,
  validateResetKey,
} from './credential-recovery.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { limitLookups, limitSignInAttempts } from './throttles.ts';

/** The language of the message: `langPref` when the market has it, else the identity's own. */
function localeOf(request: FastifyRequest, langPref: string | undefined): Locale | undefined {
  return langPref ? resolveLocale(langPref, countryFromHost(request.hostname)) : undefined;
}

/** Every send answers the same, whether or not anything matched (no enumeration). */
const SENT = { sent: true as const };

/** `/services/account/credential-recovery/*` (flows §7.3). */
export function registerCareRecoveryRoutes(app: App, deps: IdentityDeps): void {
  registerCareRoutes(app, deps, 'recovery', {
    sendPasswordResetEmail: async (request) => {
      await limitLookups(deps, request.ip);
      await sendPasswordResetEmail(deps, {
        username: request.body.username,
        locale: localeOf(request, request.body.langPref),
        captchaAnswer: request.body.captchaAnswer,
        captchaToken: request.body.captchaToken,
      });
      return SENT;
    },
    sendPasswordResetText: async (request) => {
      await limitLookups(deps, request.ip);
      await sendPasswordResetText(deps, {
        phoneNo: request.body.phoneNo,
        username: request.body.username,
        locale: localeOf(request, request.body.langPref),
        captchaAnswer: request.body.captchaAnswer,
        captchaToken: request.body.captchaToken,
      });
      return SENT;
    },
    validateResetKey: async (request) => {
      await limitSignInAttempts(deps, request.ip);
      return validateResetKey(deps, request.body.resetKey);
    },
    resetPassword: async (request) => {
      await limitSignInAttempts(deps, request.ip);
      await resetPassword(deps, request.body);
      return { passwordUpdated: true as const };
    },
    sendUsernameReminder: async (request) => {
      await limitLookups(deps, request.ip);
      await sendUsernameReminder(deps, {
        email: request.body.email,
        locale: localeOf(request, request.body.langPref),
        captchaAnswer: request.body.captchaAnswer,
        captchaToken: request.body.captchaToken,
      });
      return SENT;
    },
  });
}
