import { waitingOnOneTimePasswordExtrasSchema } from '../identity/sign-up.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careRegisterRequestSchema,
  careRegistrationOfferRequestSchema,
  careRegistrationOfferSchema,
} from './register-on-spot-care-calls.ts';

/** Registration on the spot after a purchase (ADR 051). */
export const registerOnSpotCareEndpoints = {
  registrationOffer: {
    method: 'POST',
    path: '/account/registration-offer',
    body: careRegistrationOfferRequestSchema,
    response: careRegistrationOfferSchema,
    access: 'care-session',
  },
  register: {
    method: 'POST',
    path: '/account/register',
    body: careRegisterRequestSchema,
    response: waitingOnOneTimePasswordExtrasSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const registerOnSpotCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    registrationOffer: {
      tag: 'care checkout',
      summary: 'Whether the thanks page may offer to create a sign-in for the account just bought',
      description:
        'Offered only to the care session whose purchase created the account, within an hour of ' +
        'its confirmation, while the account has no sign-in; then `maskedEmail` says where the ' +
        'code will go. Anything else (another session, later, an account with a sign-in, an ' +
        'unknown number) is `{ offered: false }`, the same for all.',
      errors: [400],
    },
    register: {
      tag: 'care checkout',
      summary: 'Create the sign-in of the account just bought, once its email is proven',
      description:
        'For the account registration-offer offers, with the purchase’s email (never typed ' +
        'again) and a password checked against the password policy (PASSWORD_POLICY_NOT_MET, ' +
        'PASSWORD_DISALLOWED_WORDS, PASSWORD_HAS_PERSONAL_DATA, PASSWORD_TOO_COMMON). Always ' +
        'answers where the code went, `{identityId, maskedEmail, otpOption, expiresAt}` (what a ' +
        'sign-up puts in its 428 extras), whether or not the email has a sign-in (ADR 025): redeeming the code ' +
        '(otp/v1/redeem, from this browser) creates the sign-in with this password and gives it ' +
        'the account, or — for an email that has a sign-in — adds the account to it (the password ' +
        'is not applied). Same send budget and human check as a ' +
        'sign-up (428 CAPTCHA_REQUIRED; send again with `humanCheck`). An account not offered: ' +
        '404 ACCOUNT_NOT_FOUND, the same for all.',
      errors: [400, 404, 428, 429],
    },
  } satisfies CareEndpointDocs<typeof registerOnSpotCareEndpoints>;
})();
