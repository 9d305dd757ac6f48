import {
  careDoNotCallRequestSchema,
  careDoNotCallResultSchema,
  careErrorBodySchema,
  careSuccessSchema,
  countryFromHost,
  DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR,
  resolveLocale,
} from '@orbit/domain';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import type { AccountPreferencesDeps } from './account-preferences-deps.ts';
import { signedInAccountNumber } from './caller-account.ts';
import { registerDoNotCall } from './register-do-not-call.ts';

const TAGS = ['care account preferences'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

/** Account preferences on the care API: do not call (flows §8.3). */
export function registerCareAccountPreferencesRoutes(app: App, deps: AccountPreferencesDeps): void {
  app.post(
    '/services/account-mgmt/preferences/donotcall',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Stop care and marketing calls to a phone number',
        description:
          "Registers the 10-digit number (plain or 555-123-4567) in the host's market, in the " +
          '`languagePreference` given (else the market default). `honourBy` is the 10th business ' +
          "day after the request day (the day in the market's care-centre time zone; weekends " +
          'and the US federal or Canadian statutory holidays skipped). The same number again ' +
          'while its registration is pending answers that registration. Open to anonymous care ' +
          "sessions; a signed-in owner's registration is linked to their account. `answer` and " +
          "`token` are a captcha's: this server issues none, so they are accepted and unused. " +
          'Bad number: 400 INVALID_PAYLOAD with a field error on `phoneNumber`. Rate-limited per ' +
          'client address (IDENTITY_LOOKUPS_PER_IP_PER_MINUTE) and per number ' +
          `(${DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR} an hour): 429 RATE_LIMIT_EXCEEDED.`,
        body: careDoNotCallRequestSchema,
        response: {
          200: careSuccessSchema(careDoNotCallResultSchema),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const country = countryFromHost(request.hostname);
      return careOk(
        await registerDoNotCall(deps, {
          phone: request.body.phoneNumber,
          country,
          language: resolveLocale(request.body.languagePreference, country),
          accountNumber: await signedInAccountNumber(deps.db, request),
          clientAddress: request.ip,
        }),
      );
    },
  );
}
