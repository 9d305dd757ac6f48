import * as z from 'zod/mini';
import { lookupBudgetsDoc } from '../identification/lookup-budget-docs.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careStreamingTrialAddSubscriptionRequestSchema,
  careStreamingTrialNewAccountRequestSchema,
} from './streaming-trial.ts';
import {
  careDealerParamsSchema,
  careDealerSchema,
  careLastOneClickRequestSchema,
  careLastOneClickResultSchema,
  careServiceLaneOneClickRequestSchema,
  careServiceLaneOneClickResultSchema,
  careServiceLaneTwoClickRequestSchema,
  careSltcTokenParamsSchema,
  careSltcTokenResultSchema,
  careTrialActivationSchema,
  careTrialAddSubscriptionRequestSchema,
  careTrialConsolidateRequestSchema,
  careTrialNewAccountRequestSchema,
  careTrialOfferRequestSchema,
  careTrialOfferResultSchema,
  careUsedCarEligibilityRequestSchema,
  careUsedCarEligibilityResultSchema,
  careValidateEmailRequestSchema,
  careValidateEmailResultSchema,
} from './trial-care-calls.ts';

/**
 * Trial activation (flows §1.4, §3.1–§3.5): the used-car eligibility check, dealers and their
 * links, the trial a radio may claim, and the claims themselves. The RTP used-car trial is then
 * bought with the checkout's own calls (`offers/customer` with `usedCarBrandingType`,
 * `validate/customer-info`, `quotes/quote`, `purchase/add-subscription` — the checkout's purchase
 * of a plan for a radio; ADR 034), naming the radio by the check's `deviceRef`.
 */
export const trialCareEndpoints = {
  usedCarEligibilityCheck: {
    method: 'POST',
    path: '/trial/used-car-eligibility-check',
    body: careUsedCarEligibilityRequestSchema,
    response: careUsedCarEligibilityResultSchema,
    access: 'care-session',
  },
  /** A dealer's branding by its `corpid` (SL2C pages). */
  dealer: {
    method: 'GET',
    path: '/trial/partners/:corpId',
    params: careDealerParamsSchema,
    response: careDealerSchema,
    access: 'care-session',
  },
  /** What a dealer's `tkn` link prefills. */
  sltcToken: {
    method: 'GET',
    path: '/trial/sltc-token/:token',
    params: careSltcTokenParamsSchema,
    response: careSltcTokenResultSchema,
    access: 'care-session',
  },
  /** Which page the radio's trial goes to, and the trial when it may be claimed. */
  trialOffer: {
    method: 'POST',
    path: '/trial-activation/offer',
    body: careTrialOfferRequestSchema,
    response: careTrialOfferResultSchema,
    access: 'care-session',
  },
  newAccount: {
    method: 'POST',
    path: '/trial-activation/new-account',
    // A radio's trial (flows §3.2), or a streaming roll-to-drop trial (flows §3.6, ADR 057).
    body: z.union([careTrialNewAccountRequestSchema, careStreamingTrialNewAccountRequestSchema]),
    response: careTrialActivationSchema,
    access: 'care-session',
    idempotencyKey: 'transactionId',
  },
  addSubscription: {
    method: 'POST',
    path: '/trial-activation/add-subscription',
    // A radio's trial (flows §3.2), or a streaming trial on the caller's own account (ADR 060).
    body: z.union([
      careTrialAddSubscriptionRequestSchema,
      careStreamingTrialAddSubscriptionRequestSchema,
    ]),
    response: careTrialActivationSchema,
    access: 'signed-in',
    idempotencyKey: 'transactionId',
  },
  accountConsolidate: {
    method: 'POST',
    path: '/trial-activation/account-consolidate',
    body: careTrialConsolidateRequestSchema,
    response: careTrialActivationSchema,
    access: 'signed-in',
    idempotencyKey: 'transactionId',
  },
  serviceLaneTwoClick: {
    method: 'POST',
    path: '/trial-activation/service-lane-two-click',
    body: careServiceLaneTwoClickRequestSchema,
    response: careTrialActivationSchema,
    access: 'care-session',
    idempotencyKey: 'transactionId',
  },
  lastOneClick: {
    method: 'POST',
    path: '/trial-activation/last-one-click',
    body: careLastOneClickRequestSchema,
    response: careLastOneClickResultSchema,
    access: 'care-session',
  },
  serviceLaneOneClick: {
    method: 'POST',
    path: '/trial-activation/service-lane-one-click',
    body: careServiceLaneOneClickRequestSchema,
    response: careServiceLaneOneClickResultSchema,
    access: 'care-session',
  },
  validateEmail: {
    method: 'POST',
    path: '/validate/email',
    body: careValidateEmailRequestSchema,
    response: careValidateEmailResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const trialCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care trials';
  const CLAIM =
    'The claim is one transaction: the radio joins the account and its subscription gets a trial ' +
    'phase ending on the trial’s end date. Two claims of one radio: one wins, the other 409 ' +
    'SUB_ALREADY_EXISTS_FOR_IDENTITY with nothing written. A plan that is not the radio’s trial: ' +
    '400 INVALID_ACTIVATION_CODE. Neither token nor deviceRef: 400 DEVICE_INFORMATION_REQUIRED.';

  return {
    usedCarEligibilityCheck: {
      tag: TAG,
      summary: 'May this used car take a trial? (RFLZ)',
      description:
        'Answers from the radio’s state: SUCCESS with a deviceRef for the RTP flow, or the code ' +
        'of flows §1.4 as `errorCode`: 3494 (400, malformed radio id or VIN, no lookup made), 106 ' +
        '(404), 101, 103, 114, 5035 (422), 107, 109, 110, 111, 112, 113 (409), in the order of ' +
        'ADR 034. Only the deviceRef it answers opens the RTP offer (`offers/customer` with ' +
        'usedCarBrandingType USED_CAR) and its purchase (`purchase/add-subscription`). ' +
        `${lookupBudgetsDoc('radio')}`,
      errors: [400, 404, 409, 422, 428, 429],
    },
    dealer: {
      tag: TAG,
      summary: 'A dealer’s branding by corporate id',
      description: 'Unknown corpId: 404 PARTNER_NOT_FOUND.',
      errors: [400, 404, 429],
    },
    sltcToken: {
      tag: TAG,
      summary: 'What a dealer’s link prefills',
      description: 'A bad or expired token: 400 INVALID_TOKEN, the same body for every fault.',
      errors: [400, 429],
    },
    trialOffer: {
      tag: TAG,
      summary: 'The trial a radio may claim, or why it may not',
      description:
        'By a link’s token or a deviceRef of this care session. The outcome follows the vehicle ' +
        'lifecycle of spec 001 §4. A bad or expired token: 400 INVALID_TOKEN; a deviceRef not of ' +
        'this session: 404 DEVICE_NOT_FOUND.',
      errors: [400, 404, 429],
    },
    newAccount: {
      tag: TAG,
      summary: 'Claim a radio’s trial, or start a streaming trial, on a new account',
      description:
        `Idempotency-Key = \`transactionId\`. ${CLAIM} ` +
        'With `plans` and `streamingInfo` instead of a radio: a streaming roll-to-drop trial ' +
        '(flows §3.6, ADR 057) on a new account with its streaming sign-in, no card, nothing ' +
        'charged; the subscription has the trial phase only and ends with it (`trialEndDate`, ' +
        '`radioIdLastFour` empty). A plan that is not a roll-to-drop streaming trial of the ' +
        'market: 404 OFFER_NOT_FOUND; for new subscribers and the email had streaming: 409 ' +
        'INELIGIBLE_FOR_OFFER; the sign-in refused as a purchase refuses it (USERNAME_IN_USE, ' +
        'PASSWORD_POLICY_NOT_MET, PASSWORD_HAS_PERSONAL_DATA with field errors on ' +
        '`streamingInfo.*`); 428 CAPTCHA_REQUIRED while the session’s failed orders demand one.',
      errors: [400, 404, 409, 422, 428, 429],
    },
    addSubscription: {
      tag: TAG,
      summary:
        'Claim a radio’s trial, or start a streaming trial, on the signed-in customer’s account',
      description:
        `Idempotency-Key = \`transactionId\`. ${CLAIM} An account that is not the caller’s: ` +
        '403 CLAIMING_WITH_UNAUTHORIZED_USER. With `plans` instead of a radio: a streaming ' +
        'roll-to-drop trial (flows §3.6, ADR 060) on that account — no new sign-in, no card, ' +
        'nothing charged, the trial phase only (`trialEndDate`). A plan that is not a roll-to-drop ' +
        'streaming trial of the account’s market: 404 OFFER_NOT_FOUND; the customer (the account’s ' +
        'email or the caller’s sign-in) already had streaming: 409 INELIGIBLE_FOR_OFFER.',
      errors: [400, 401, 403, 404, 409, 422, 429],
    },
    accountConsolidate: {
      tag: TAG,
      summary: 'Move a claimed trial onto another account of the same customer',
      description:
        'Idempotency-Key = `transactionId`. Both accounts must be the signed-in caller’s: 403 ' +
        'CLAIMING_WITH_UNAUTHORIZED_USER otherwise.',
      errors: [400, 401, 403, 404, 409, 422, 429],
    },
    serviceLaneTwoClick: {
      tag: TAG,
      summary: 'Claim a radio’s trial at a dealer (SL2C)',
      description:
        `Idempotency-Key = \`transactionId\`. ${CLAIM} Unknown corpId: 404 PARTNER_NOT_FOUND. ` +
        `${lookupBudgetsDoc('radio')}`,
      errors: [400, 404, 409, 422, 428, 429],
    },
    lastOneClick: {
      tag: TAG,
      summary: 'Activate the ad-supported tier’s trial from its link (AST)',
      description:
        'The same link again: the same activation. A bad or expired token: 400 INVALID_TOKEN.',
      errors: [400, 429],
    },
    serviceLaneOneClick: {
      tag: TAG,
      summary: 'Activate a radio’s trial from the service lane’s link (SLOC)',
      description:
        'A POST because it activates. The same link again: the same answer. A bad or expired ' +
        'cnaId: 400 INVALID_TOKEN.',
      errors: [400, 429],
    },
    validateEmail: {
      tag: TAG,
      summary: 'Can we deliver to this email address?',
      description:
        'FORMAT: the email rule refuses its shape. DOMAIN: its domain is not under a public suffix ' +
        'of the ICANN list (a bare suffix, an IP address, a made-up top-level domain) or is a ' +
        'disposable-inbox service; decided offline, no DNS. Never says whether an account uses the ' +
        'address (ADR 025). Counted per client address: past the lookup budget, 429.',
      errors: [400, 429],
    },
  } satisfies CareEndpointDocs<typeof trialCareEndpoints>;
})();
