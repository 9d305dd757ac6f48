import {
  careCaptchaCheckRequestSchema,
  careCustomerEmailRequestSchema,
} from '../catalog/care-catalog-calls.ts';
import {
  careDeviceLookupRequestSchema,
  careDeviceLookupResultSchema,
} from '../identification/device-lookup.ts';
import { lookupBudgetsDoc } from '../identification/lookup-budget-docs.ts';
import {
  careTokenEntryRequestSchema,
  careTokenEntryResultSchema,
} from '../identification/token-entry.ts';
import {
  careValidatePasswordRequestSchema,
  careValidatePasswordResultSchema,
} from '../identity/care-identity.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careCaptchaCheckResultSchema,
  careCustomerEmailResultSchema,
  careCustomerInfoRequestSchema,
  careCustomerInfoResultSchema,
  careQuoteRequestSchema,
  careStreamingEligibilityRequestSchema,
  careStreamingEligibilityResultSchema,
} from './customer-checks.ts';
import { careQuoteResultSchema } from './quote-schema.ts';

/**
 * The checks a checkout makes before the order, and its quote (flows §2.1 steps 3–4), with
 * find-your-radio and link tokens, which the checkout came first to use.
 */
export const checkoutCareEndpoints = {
  /** Every server rule, reserved words named in `validationErrorFailedWord`. */
  validatePassword: {
    method: 'POST',
    path: '/validate/password',
    body: careValidatePasswordRequestSchema,
    response: careValidatePasswordResultSchema,
    access: 'care-session',
  },
  /** The streaming and trial subscriptions an email has, masked. */
  lookupCustomerEmail: {
    method: 'POST',
    path: '/identity/customer/email',
    body: careCustomerEmailRequestSchema,
    response: careCustomerEmailResultSchema,
    access: 'care-session',
  },
  /** Email, username, service address (zip) and card checks. */
  validateCustomerInfo: {
    method: 'POST',
    path: '/validate/customer-info',
    body: careCustomerInfoRequestSchema,
    response: careCustomerInfoResultSchema,
    access: 'care-session',
  },
  /**
   * May this person (and card) take a new-subscriber offer? The card comes as the gateway's
   * token (`cardToken`): the number never comes here.
   */
  checkStreamingEligibility: {
    method: 'POST',
    path: '/check-eligibility/streaming',
    body: careStreamingEligibilityRequestSchema,
    response: careStreamingEligibilityResultSchema,
    access: 'care-session',
  },
  /** Whether the review step needs a captcha. */
  checkCaptcha: {
    method: 'POST',
    path: '/check-eligibility/captcha',
    body: careCaptchaCheckRequestSchema,
    response: careCaptchaCheckResultSchema,
    access: 'care-session',
  },
  /** Today's charge and the later ones, with fees and taxes. */
  getQuote: {
    method: 'POST',
    path: '/quotes/quote',
    body: careQuoteRequestSchema,
    response: careQuoteResultSchema,
    access: 'care-session',
  },
  /** Find a radio by radio id, VIN or licence plate. */
  validateDevice: {
    method: 'POST',
    path: '/device/validate',
    body: careDeviceLookupRequestSchema,
    response: careDeviceLookupResultSchema,
    access: 'care-session',
  },
  /**
   * A signed link token (tkn/token/dtok, atok) → the radio it was sent for, answered like
   * `validateDevice`, plus its program code. INVALID_TOKEN (400) when bad, expired or tampered.
   */
  identifyByToken: {
    method: 'POST',
    path: '/identification/token',
    body: careTokenEntryRequestSchema,
    response: careTokenEntryResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const checkoutCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    validatePassword: {
      tag: 'care identity',
      summary: 'Check a new password against every server rule',
      description:
        'Policy (length, allowed characters, 3 of 4 groups), reserved and common words ' +
        '(`validationErrorFailedWord`), common passwords, and personal data: the names, email, ' +
        'username and phone sent with it, and those of the signed-in identity. ' +
        '`errorPropKey` is `error.purchase.service.invalid.password` or ' +
        '`error.purchase.service.password.has.pii.data`.',
      errors: [400, 401, 429],
    },
    lookupCustomerEmail: {
      tag: 'care identification',
      summary: 'What subscriptions an email already has, masked',
      description:
        "Active subscriptions of the accounts with this email in the host's market: those " +
        'with streaming (masked email, plan name, subscription id) and those in a trial (also ' +
        'the last 4 of the radio). An unknown email has none. Trials of one account identify ' +
        'it on this care session, not verified (method EMAIL): `authenticate/verify-pii-data` ' +
        `can then prove last name, phone and zip for it. ${lookupBudgetsDoc('email')}`,
      errors: [400, 401, 428, 429],
    },
    validateCustomerInfo: {
      tag: 'care checkout',
      summary: 'Check an email, a username, a service address’s ZIP and a card (by token)',
      description:
        'Answers only the parts asked. `addressValidation` is the rule-based check of the ZIP or ' +
        'postal code against the state or province (confidence `none` for a code of no ' +
        'region); `ccValidation` says whether the token’s card is usable and prepaid.',
      errors: [400, 401, 404, 429],
    },
    checkStreamingEligibility: {
      tag: 'care checkout',
      summary: 'May this email and card have a streaming offer for new subscribers?',
      description:
        '`isEligible: false` when the email or the card (by fingerprint) already had a ' +
        'streaming trial; the checkout then reloads offers with `retrieveFallbackOffer`.',
      errors: [400, 401, 404, 429],
    },
    checkCaptcha: {
      tag: 'care checkout',
      summary: 'Must the review step show a captcha?',
      description:
        'REQUIRED after 3 failed purchases from this care session within the last hour, ' +
        'NOT_REQUIRED otherwise. While REQUIRED, the purchase calls need a solved human check ' +
        '(`captchaAnswer`, `captchaToken`; 428 CAPTCHA_REQUIRED without one). The plan must ' +
        "be an offer of the host's market (404 OFFER_NOT_FOUND).",
      errors: [400, 401, 404],
    },
    getQuote: {
      tag: 'care checkout',
      summary: 'What the plans cost today and later, with fees and taxes',
      description:
        'Answers the domain OrderQuote: currentQuote (today), futureQuote (next phase), ' +
        'renewalQuote (first full price), promoRenewalQuote. The service address decides the ' +
        "market and the taxes: a US state's sales tax where the state taxes the service, " +
        'GST/HST/PST/QST by province in Canada; US music packages add the royalty fee (MRF) ' +
        'and US satellite offers the activation fee. A student plan is quoted only with ' +
        '`verificationId`, a current student verification of this caller (403 ' +
        'STUDENT_VERIFICATION_REQUIRED; ADR 066). Errors: OFFER_NOT_FOUND (unknown, other ' +
        'market, app-store), OFFER_EXPIRED, INVALID_PAYLOAD (state or postal code not of the ' +
        'market), promo refusals as offers/promocode/validate. With a `deviceRef` of a radio ' +
        'in a trial, or the `subscriptionId` of a trial (the signed-in owner’s, or of the ' +
        'account this session verified): the paid plan following the trial (nothing due ' +
        'today; futureQuote from the trial’s end), as purchase/change-subscription charges ' +
        'it; otherwise DEVICE_NOT_FOUND, 409 ACTIVE_SATELLITE_SUBSCRIPTION, ' +
        'NO_SUBSCRIPTION_TO_FOLLOW, or for a subscription 401, 403 VERIFICATION_REQUIRED, 404 ' +
        'SUBSCRIPTION_NOT_FOUND (not the caller’s). The `subscriptionId` of a paid plan: a ' +
        'change of it to the one plan asked for (ADR 030), taxed at the account’s service ' +
        'address, with `planChange` (quoteId, timing NOW or NEXT_RENEWAL, effectiveOn, ' +
        'nextBill, expires in 30 minutes): currentQuote is what confirming charges, its ' +
        'detail the credit for the unused days. SAME_PLAN (409), SUBSCRIPTION_CLOSED, ' +
        'SUBSCRIPTION_NOT_CHANGEABLE (409), INELIGIBLE_FOR_OFFER for a trial or new-subscriber offer. ' +
        '`giftCards` (one, as the purchase sends it in paymentInfo.giftCards; a plan change ' +
        'only, else INVALID_PAYLOAD on giftCards.0): its balance pays first, currentBalance is ' +
        'what the card pays (0: the card is only verified); the gift card refusals of checkout ' +
        '(GIFT_CARD_NUMBER_INVALID, NO_GIFT_CARD_BALANCE, GIFT_CARD_NOT_REDEEMABLE, ' +
        'GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_COUNTRY_ERROR; 429 past 10 lookups a minute).',
      errors: [400, 401, 403, 404, 409, 429, 503],
    },
    validateDevice: {
      tag: 'care identification',
      summary: 'Find a radio by radio id, VIN, or licence plate with state and consent',
      description:
        'Exactly one of `radioId`, `vin`, or `licensePlate` + `state` + `consent: true`. The VIN ' +
        'check digit (field error CHECK_DIGIT), the plate rules and the consent (field error ' +
        'REQUIRED on `consent`) are checked before any lookup. Unknown: 404 DEVICE_NOT_FOUND. ' +
        'Answers the last 4 of the radio id, the vehicle, the status and an opaque `deviceRef` ' +
        'valid for 30 minutes on this care session only; `cardOnFile` only for the account ' +
        `owner signed in on this session. ${lookupBudgetsDoc('radio, VIN or plate')}`,
      errors: [400, 401, 404, 428, 429],
    },
    identifyByToken: {
      tag: 'care identification',
      summary: "A targeted link's token → its radio, masked, and the link's program code",
      description:
        'Tokenized entry (flows §1.5): `tokenType` is the type of the query parameter the token ' +
        'came in (`tkn`/`token`/`dtok` → SALES_AUDIO, `atok` → ACCOUNT). A SALES token names a ' +
        'radio; an ACCOUNT token names an account, answered with its first radio without an ' +
        'active paid subscription, else its first radio. Answers as `device/validate` does ' +
        '(a fresh `deviceRef` for this care session) plus `programCode`. A malformed, tampered, ' +
        'expired or foreign token, a token of another type (a streaming prospect token too), or ' +
        'one naming a radio or account we do not know: 400 INVALID_TOKEN, always the same body. ' +
        'Rate-limited per client address ' +
        '(IDENTITY_LOOKUPS_PER_IP_PER_MINUTE): 429 RATE_LIMIT_EXCEEDED with Retry-After.',
      errors: [400, 401, 429],
    },
  } satisfies CareEndpointDocs<typeof checkoutCareEndpoints>;
})();
