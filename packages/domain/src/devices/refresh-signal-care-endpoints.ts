import { MAX_RADIOS_PER_PHONE } from '../account/device-limits.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  REFRESH_INSTRUCTIONS_PER_NUMBER_PER_HOUR,
  REFRESH_LIMIT_WINDOW_HOURS,
  REFRESHES_PER_RADIO_PER_DAY,
} from './refresh-limits.ts';
import {
  careRefreshDeviceRequestSchema,
  careRefreshDeviceResultSchema,
  careRefreshInstructionRequestSchema,
  careRefreshInstructionResultSchema,
} from './refresh-signal-request.ts';

/** The refresh signal (flows §8.2), open to any care session: no account is named, only a radio. */
export const refreshSignalCareEndpoints = {
  /**
   * Sends a refresh signal to the radio a radio id, VIN, plate or phone names. DEVICE_NOT_FOUND,
   * DEVICE_REFRESH_NOT_SUPPORTED, NO_SUBSCRIPTION, PAST_DUE, REFRESH_LIMIT_REACHED,
   * DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER; CAPTCHA_REQUIRED past the lookup budgets;
   * FAILED_TO_REFRESH_DEVICE when the satellite uplink carried no command.
   */
  refreshDevice: {
    method: 'POST',
    path: '/device/refresh',
    body: careRefreshDeviceRequestSchema,
    response: careRefreshDeviceResultSchema,
    access: 'care-session',
  },
  /**
   * Texts the refresh steps to a mobile number on an account, with the customer's consent.
   * DEVICE_NOT_FOUND; INVALID_PAYLOAD with a field error on `phone` or `smsConsent`;
   * CAPTCHA_REQUIRED past the number's or the address's hourly budget.
   */
  sendRefreshInstruction: {
    method: 'POST',
    path: '/device/send-refresh-instruction',
    body: careRefreshInstructionRequestSchema,
    response: careRefreshInstructionResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const refreshSignalCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    refreshDevice: {
      tag: 'care devices',
      summary: 'Send a refresh signal to a satellite radio',
      description:
        'Names the radio by `radioId`, `vin`, `phone`, or `licensePlate` with `state` (the first ' +
        'given, in that order). A phone reaches every radio on the accounts with that number, at ' +
        `most ${MAX_RADIOS_PER_PHONE}: more is 409 DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER. Each ` +
        'refreshed radio gets one recorded refresh command, sent through the satellite uplink; ' +
        '`radiosRefreshed` counts those it carried. When it carries none (refused, or no answer ' +
        'within its timeout): 503 FAILED_TO_REFRESH_DEVICE, and those attempts do not count ' +
        'toward the daily limit. Unknown ' +
        'radio: 404 DEVICE_NOT_FOUND. A virtual (streaming) radio id: 400 ' +
        'DEVICE_REFRESH_NOT_SUPPORTED with a field error INVALID_VIRTUAL_RADIO_ID on `radioId`. ' +
        'No account, a closed radio or no active subscription: 409 NO_SUBSCRIPTION; an account ' +
        `in collection: 409 PAST_DUE; ${REFRESHES_PER_RADIO_PER_DAY} refreshes of the radio ` +
        `within ${REFRESH_LIMIT_WINDOW_HOURS} hours: 409 REFRESH_LIMIT_REACHED (counted in the ` +
        'database under a per-radio lock, so racing requests cannot pass it). By phone, the ' +
        'radios that may be refreshed are; when none may, the refusal to act on first (past due, ' +
        'limit, no subscription). Lookups are budgeted per client address (429 ' +
        'RATE_LIMIT_EXCEEDED) and per identifier: past that, 428 CAPTCHA_REQUIRED until the ' +
        'request carries a solved human check as `captchaAnswer` and `captchaToken`.',
      errors: [400, 401, 404, 409, 428, 429, 503],
    },
    sendRefreshInstruction: {
      tag: 'care devices',
      summary: 'Text the refresh steps to a mobile number',
      description:
        'For a customer away from the car: texts how to refresh the radio (and the short code to ' +
        'text "Refresh" to) to `phone`, in `languagePreference` (else the market default), ' +
        'through the outbox. Needs `smsConsent: true` (400 INVALID_PAYLOAD with a field error ' +
        'REQUIRED on `smsConsent` otherwise) and a number on an account with a radio (404 ' +
        'DEVICE_NOT_FOUND otherwise). Past ' +
        `${REFRESH_INSTRUCTIONS_PER_NUMBER_PER_HOUR} texts to one number, or the address's ` +
        'hourly budget, within the hour: 428 CAPTCHA_REQUIRED until the request carries a ' +
        'solved human check; 429 RATE_LIMIT_EXCEEDED per client address per minute.',
      errors: [400, 401, 404, 428, 429],
    },
  } satisfies CareEndpointDocs<typeof refreshSignalCareEndpoints>;
})();
