import { LOOKUP_HUMAN_CHECK_DOC, lookupBudgetsDoc } from '../identification/lookup-budget-docs.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careActivationCodeRequestSchema,
  careActivationCodeResultSchema,
  careCallerCountryResultSchema,
  careCreateStreamingPasswordRequestSchema,
  careCreateStreamingPasswordResultSchema,
  careCreateStreamingTrialRequestSchema,
  careCreateStreamingTrialResultSchema,
  careFreeListenPromoRequestSchema,
  careFreeListenPromoResultSchema,
  careOnboardingMatchesSchema,
  careOnboardingTokenRequestSchema,
  careStreamingDeviceRequestSchema,
  careStreamingFlepzRequestSchema,
  careStreamingResetTokenRequestSchema,
  careStreamingResetTokenResultSchema,
  careTenFootRegisterRequestSchema,
  careTenFootRegisterResultSchema,
  careUpdateStreamingRequestSchema,
  careUpdateStreamingResultSchema,
} from './onboarding-calls.ts';

/**
 * Onboarding (flows §8.5, §8.4 last bullet): find the subscription whose streaming credentials
 * to set up (flepz, radio id / VIN / plate, or a `tkn-lookup` link), each match with its routing
 * reason; set the credentials up; the free-listen prospect's trial and password link; and the
 * 10-foot (TV) activation over the device-authorization user codes (ADR 056); and the caller's
 * country from their address, for `activate-device-for-location` (ADR 061).
 */
export const onboardingCareEndpoints = {
  streamingFlepz: {
    method: 'POST',
    path: '/identity/streaming/flepz',
    body: careStreamingFlepzRequestSchema,
    response: careOnboardingMatchesSchema,
    access: 'care-session',
  },
  streamingDevice: {
    method: 'POST',
    path: '/identity/streaming/device',
    body: careStreamingDeviceRequestSchema,
    response: careOnboardingMatchesSchema,
    access: 'care-session',
  },
  onboardingToken: {
    method: 'POST',
    path: '/account/token/onboarding',
    body: careOnboardingTokenRequestSchema,
    response: careOnboardingMatchesSchema,
    access: 'care-session',
  },
  updateStreaming: {
    method: 'POST',
    path: '/account/onboarding/update-streaming',
    body: careUpdateStreamingRequestSchema,
    response: careUpdateStreamingResultSchema,
    access: 'care-session',
  },
  freeListenPromo: {
    method: 'POST',
    path: '/offers/free-listen-promo',
    body: careFreeListenPromoRequestSchema,
    response: careFreeListenPromoResultSchema,
    access: 'care-session',
  },
  createStreamingTrial: {
    method: 'POST',
    path: '/account/prospect/create-streaming-trial',
    body: careCreateStreamingTrialRequestSchema,
    response: careCreateStreamingTrialResultSchema,
    access: 'care-session',
  },
  streamingResetToken: {
    method: 'POST',
    path: '/account/prospect/streaming-password-reset-token',
    body: careStreamingResetTokenRequestSchema,
    response: careStreamingResetTokenResultSchema,
    access: 'care-session',
  },
  createStreamingPassword: {
    method: 'POST',
    path: '/account/prospect/create-streaming-password',
    body: careCreateStreamingPasswordRequestSchema,
    response: careCreateStreamingPasswordResultSchema,
    access: 'care-session',
  },
  validateActivationCode: {
    method: 'POST',
    path: '/10footdevice/validate-code',
    body: careActivationCodeRequestSchema,
    response: careActivationCodeResultSchema,
    access: 'care-session',
  },
  registerTenFootDevice: {
    method: 'POST',
    path: '/10footdevice/register',
    body: careTenFootRegisterRequestSchema,
    response: careTenFootRegisterResultSchema,
    access: 'care-session',
  },
  callerCountry: {
    method: 'GET',
    path: '/geolocation/country',
    response: careCallerCountryResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const onboardingCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care onboarding';
  const MATCHES =
    'Answers `matchesFound` and one match per subscription of the matched accounts, each with ' +
    'its routing reason (NoAudio, InActive, paymentissues, nonconsumer, ' +
    'trialwithinlasttrialdate, maxlifetimetrials, insufficientpackage, expiredaatrial, ' +
    'credentialSetup, existingCredentials), the masked radio id, plan name and masked email, ' +
    'and a `matchRef` bound to this care session for 30 minutes. No match: 200 with ' +
    '`matchesFound: 0`.';

  return {
    streamingFlepz: {
      tag: TAG,
      summary: 'The subscriptions matching first name, last name, email, phone and zip, routed',
      description:
        'The five details match as `identity/customer/flepz` matches them (same field rules, ' +
        'PHONE_INVALID). A match proves last name, phone and zip: credential setup may follow. ' +
        `${MATCHES} ${lookupBudgetsDoc('email')}`,
      errors: [400, 401, 428, 429],
    },
    streamingDevice: {
      tag: TAG,
      summary: 'The subscription of a radio id, VIN or licence plate, routed',
      description:
        'Exactly one of `radioId`, `vin` (check digit checked) or `licensePlate` + `state` + ' +
        '`consent: true`. Such a match has `verificationRequired: true`: credential setup needs ' +
        'last name, phone and zip proven with `authenticate/verify-pii-data` first. Unknown ' +
        `radio: 200 with no match. ${MATCHES} ${lookupBudgetsDoc('radio, VIN or plate')}`,
      errors: [400, 401, 428, 429],
    },
    onboardingToken: {
      tag: TAG,
      summary: "A `tkn-lookup` link's token → the matches of its account, routed",
      description:
        'A signed onboarding entry token (sent to the account’s email) naming an account; it ' +
        'proves the account like a flepz match. A bad, expired, tampered or other-kind token: ' +
        `400 INVALID_TOKEN. ${MATCHES}`,
      errors: [400, 401],
    },
    updateStreaming: {
      tag: TAG,
      summary: 'Set up the streaming credentials of a subscription matched in this session',
      description:
        '`matchRef` or `radioId` must name a match of this care session (403 ' +
        'ONBOARDING_MATCH_REQUIRED otherwise, whatever the radio), proven (403 ' +
        'VERIFICATION_REQUIRED for a device match before LPZ), with reason credentialSetup (409 ' +
        'STREAMING_CREDENTIALS_EXIST for existingCredentials, 409 ONBOARDING_NOT_ELIGIBLE for ' +
        'the ineligible reasons). The password policy (400 PASSWORD_POLICY_NOT_MET, ' +
        'PASSWORD_DISALLOWED_WORDS, PASSWORD_HAS_PERSONAL_DATA, PASSWORD_TOO_COMMON with ' +
        '`invalidFields` on `password`); an email that cannot be one: 400 field error; a ' +
        'username another sign-in uses: 409 USERNAME_IN_USE. Creates the streaming sign-in linked ' +
        'to the account; `synchronizeAccountEmail` makes `email` the account’s email.',
      errors: [400, 401, 403, 409, 429],
    },
    freeListenPromo: {
      tag: TAG,
      summary: 'Is this promo code a free-listen promo, and what it gives',
      description:
        'Always 200: `freeListen: false` (days, plan null) for an unknown code or one that is not ' +
        'a free-listen promo; an expired one: 400 OFFER_EXPIRED.',
      errors: [400, 401],
    },
    createStreamingTrial: {
      tag: TAG,
      summary: 'A streaming prospect trial for an email (no card); sends the create-password link',
      description:
        'The promo code must be a free-listen promo (400 INVALID_OFFER_DATA, OFFER_EXPIRED). The ' +
        'same answer whatever the email: a new prospect gets the trial and a "create your ' +
        'password" email; an email already in use gets an email saying so (ADR 025). An email ' +
        `that cannot be one: 400 field error. ${LOOKUP_HUMAN_CHECK_DOC}`,
      errors: [400, 401, 428, 429],
    },
    streamingResetToken: {
      tag: TAG,
      summary: "Check a prospect's create-password link",
      description:
        'Valid: the masked email, plan and expiry, and the `resetKey`; remembered on this care ' +
        'session. Unknown, tampered or used: 400 INVALID_PASSWORD_RESET_TOKEN; past its expiry: ' +
        '400 EXPIRED_PASSWORD_RESET_TOKEN.',
      errors: [400, 401],
    },
    createStreamingPassword: {
      tag: TAG,
      summary: "Set a streaming prospect's password (single use); then they can sign in",
      description:
        '`resetKey`, or the link this care session checked last (400 ' +
        'INVALID_PASSWORD_RESET_TOKEN with neither). Single use: a second use is 400 ' +
        'INVALID_PASSWORD_RESET_TOKEN; expired 400 EXPIRED_PASSWORD_RESET_TOKEN. The password ' +
        'policy as at sign-up (`invalidFields` on `newPassword`).',
      errors: [400, 401],
    },
    validateActivationCode: {
      tag: TAG,
      summary: 'Is this the code a TV shows (a live device-authorization user code)',
      description:
        'Unknown, expired, used or refused: 400 INVALID_ACTIVATION_CODE. Wrong guesses count as ' +
        'at `user-codes/authorize`; too many from one address: 429 RATE_LIMIT_EXCEEDED.',
      errors: [400, 401, 429],
    },
    registerTenFootDevice: {
      tag: TAG,
      summary: 'Sign in and authorize the TV showing this code for that sign-in',
      description:
        'The code as `validate-code` checks it (400 INVALID_ACTIVATION_CODE), then the sign-in ' +
        '(400 INVALID_CREDENTIALS; the sign-in limits and human check as at login). The TV then ' +
        'gets its grant by polling as RFC 8628 says.',
      errors: [400, 401, 428, 429],
    },
    callerCountry: {
      tag: TAG,
      summary: "The caller's country (us, ca or unknown) from the address they call from",
      description:
        'Read from an IP-to-country database shipped with the server (nothing is fetched at run ' +
        'time). The address is the client address as `TRUST_PROXY` says (X-Forwarded-For only ' +
        'from trusted proxies). Private, loopback and link-local addresses, and any country but ' +
        'the US and Canada: `unknown`.',
      errors: [401],
    },
  } satisfies CareEndpointDocs<typeof onboardingCareEndpoints>;
})();
