import { countryFromHost, resolveLocale } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { AccountPreferencesDeps } from './account-preferences-deps.ts';
import { signedInAccountNumber } from './caller-account.ts';
import { registerDoNotCall } from './register-do-not-call.ts';

/** Account preferences on the care API: do not call (flows §8.3). */
export function registerCareAccountPreferencesRoutes(app: App, deps: AccountPreferencesDeps): void {
  registerCareRoutes(app, deps, 'doNotCall', {
    registerDoNotCall: async (request) => {
      const country = countryFromHost(request.hostname);
      return registerDoNotCall(deps, {
        phone: request.body.phoneNumber,
        country,
        language: resolveLocale(request.body.languagePreference, country),
        accountNumber: await signedInAccountNumber(deps.db, request),
        clientAddress: request.ip,
        captcha: { captchaAnswer: request.body.answer, captchaToken: request.body.token },
      });
    },
  });
}
