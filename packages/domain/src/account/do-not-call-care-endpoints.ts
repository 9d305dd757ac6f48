import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careDoNotCallRequestSchema,
  careDoNotCallResultSchema,
  DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK,
  DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR,
} from './do-not-call-request.ts';

/** Do not call (flows §8.3), open to any care session. */
export const doNotCallCareEndpoints = {
  /**
   * Registers the 10-digit number; answers it as 555-123-4567 with the request time and the date
   * calls stop by (`honourBy`, YYYY-MM-DD). The same number again while pending answers the same
   * registration. INVALID_PAYLOAD with a field error on `phoneNumber`; RATE_LIMIT_EXCEEDED;
   * CAPTCHA_REQUIRED past the hour's budgets of the number or the address.
   */
  registerDoNotCall: {
    method: 'POST',
    path: '/account-mgmt/preferences/donotcall',
    body: careDoNotCallRequestSchema,
    response: careDoNotCallResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const doNotCallCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    registerDoNotCall: {
      tag: 'care account preferences',
      summary: 'Stop care and marketing calls to a phone number',
      description:
        "Registers the 10-digit number (plain or 555-123-4567) in the host's market, in the " +
        '`languagePreference` given (else the market default). `honourBy` is the 10th business ' +
        "day after the request day (the day in the market's care-centre time zone; weekends " +
        'and the US federal or Canadian statutory holidays skipped). The same number again ' +
        'while its registration is pending answers that registration. Open to anonymous care ' +
        "sessions; a signed-in owner's registration is linked to their account. " +
        'Bad number: 400 INVALID_PAYLOAD with a field error on `phoneNumber`. Rate-limited per ' +
        'client address (IDENTITY_LOOKUPS_PER_IP_PER_MINUTE): 429 RATE_LIMIT_EXCEEDED. Past ' +
        `${DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR} requests for one number, or ` +
        `from one address (DO_NOT_CALL_REQUESTS_PER_IP_PER_HOUR, default ` +
        `${DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK}), within the hour: ` +
        '428 CAPTCHA_REQUIRED until the request carries a solved human check (from ' +
        '`utility/captcha/new`) as `answer` and `token`, the names of the spec; a wrong, used or ' +
        'expired one: 428 with a field error CAPTCHA_ANSWER_INCORRECT.',
      errors: [400, 401, 428, 429],
    },
  } satisfies CareEndpointDocs<typeof doNotCallCareEndpoints>;
})();
