import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careCancellationResultSchema,
  careCancelOffersRequestSchema,
  careCancelOffersResultSchema,
  careCancelSubscriptionRequestSchema,
  careRevokeCancellationRequestSchema,
  careRevokeCancellationResultSchema,
  careSubscriptionOptionsRequestSchema,
  careSubscriptionOptionsResultSchema,
  careUseCaseRequestSchema,
  careUseCaseResultSchema,
} from './cancel-care-calls.ts';
import {
  careChangeOffersRequestSchema,
  careChangeOffersResultSchema,
} from './change-care-calls.ts';
import {
  careGiveTrialConsentRequestSchema,
  careTrialConsentRequestSchema,
  careTrialConsentSchema,
} from './conversion-consent.ts';

/**
 * Change plan, change term and cancel (flows §5.1, §5.2), on a subscription of an account the
 * caller may see: its signed-in owner, or a session that identified the account and proved it
 * (a targeted link's token, radio id + masked account).
 */
export const subscriptionCareEndpoints = {
  /** What may be done with the subscription, and what cancelling it today would mean. */
  modifySubscriptionOptions: {
    method: 'POST',
    path: '/account-mgmt/modify-subscription-options',
    body: careSubscriptionOptionsRequestSchema,
    response: careSubscriptionOptionsResultSchema,
    access: 'care-session',
  },
  /** The plans the subscription may move to. */
  changeOffers: {
    method: 'POST',
    path: '/offers/customer/change',
    body: careChangeOffersRequestSchema,
    response: careChangeOffersResultSchema,
    access: 'care-session',
  },
  /** At most one retention offer for the reason given. */
  cancelOffers: {
    method: 'POST',
    path: '/offers/customer/cancel',
    body: careCancelOffersRequestSchema,
    response: careCancelOffersResultSchema,
    access: 'care-session',
  },
  cancelSubscription: {
    method: 'POST',
    path: '/cancel/subscription',
    body: careCancelSubscriptionRequestSchema,
    response: careCancellationResultSchema,
    access: 'care-session',
    idempotencyKey: 'inAuthId',
  },
  /** "Keep my subscription": takes back a pending cancellation. */
  revokeCancellation: {
    method: 'POST',
    path: '/cancel/subscription/revoke',
    body: careRevokeCancellationRequestSchema,
    response: careRevokeCancellationResultSchema,
    access: 'care-session',
  },
  /** The page the session is on, for the care record (the cancel page's ONLINE_CANCELLATION). */
  updateUseCase: {
    method: 'POST',
    path: '/apigateway/update-usecase',
    body: careUseCaseRequestSchema,
    response: careUseCaseResultSchema,
    access: 'care-session',
  },
  /** A Quebec trial's consent page: the trial, what follows it, the consent if given (ADR 075). */
  trialConsent: {
    method: 'POST',
    path: '/subscription/trial-consent',
    body: careTrialConsentRequestSchema,
    response: careTrialConsentSchema,
    access: 'care-session',
  },
  /** Gives the express consent to the trial becoming paid; given again: the first one stands. */
  giveTrialConsent: {
    method: 'POST',
    path: '/subscription/trial-consent/give',
    body: careGiveTrialConsentRequestSchema,
    response: careTrialConsentSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const subscriptionCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care subscription';
  const WHO =
    'The subscription must be on an account the caller may see (its signed-in owner, or a session ' +
    'that identified and verified it): UNAUTHENTICATED_CUSTOMER (401) when neither, ' +
    'VERIFICATION_REQUIRED (403) before the proof, SUBSCRIPTION_NOT_FOUND (404) for anyone else’s.';

  return {
    modifySubscriptionOptions: {
      tag: TAG,
      summary: 'What may be done with a subscription, and what cancelling it would mean',
      description: `${WHO} \`cancelSubscriptionOptionInfo\` follows ADR 028 (triggeredRuleId 1–7).`,
      errors: [400, 401, 403, 404, 429],
    },
    changeOffers: {
      tag: TAG,
      summary: 'The plans a subscription may change to',
      description:
        `${WHO} \`changeTermOnly\` keeps the current package. Each offer says what it does to the ` +
        'package (KEEP, ADD, SWITCH: confirm first) and when it takes effect (NOW, NEXT_RENEWAL, ' +
        'TRIAL_END; ADR 030); one is "our best plan". The preview is `quotes/quote` with the ' +
        'subscriptionId; a closed subscription: 409 SUBSCRIPTION_CLOSED, one that cannot change ' +
        'online: 409 SUBSCRIPTION_NOT_CHANGEABLE.',
      errors: [400, 401, 403, 404, 409, 429],
    },
    cancelOffers: {
      tag: TAG,
      summary: 'At most one retention offer for a cancellation reason',
      description: WHO,
      errors: [400, 401, 403, 404, 429],
    },
    cancelSubscription: {
      tag: TAG,
      summary: 'Cancel a subscription',
      description:
        `${WHO} Idempotency-Key = \`inAuthId\`. Cancelled again: the same answer. A plan change ` +
        'or another cancellation of the same subscription still running: 409 PAYMENT_IN_PROGRESS.',
      errors: [400, 401, 403, 404, 409, 422, 429],
    },
    revokeCancellation: {
      tag: TAG,
      summary: 'Keep a subscription: take back its pending cancellation',
      description: `${WHO} After the service ended: 409.`,
      errors: [400, 401, 403, 404, 409, 429],
    },
    trialConsent: {
      tag: TAG,
      summary: 'A Quebec trial’s consent to become paid: what it is asked for, and whether given',
      description:
        `${WHO} A subscription that asks no consent (not a Quebec trial followed by a paid plan, ` +
        'or its trial over): 409 TRIAL_CONSENT_NOT_ASKED.',
      errors: [400, 401, 403, 404, 409, 429],
    },
    giveTrialConsent: {
      tag: TAG,
      summary: 'Give the express consent to a Quebec trial becoming paid',
      description:
        `${WHO} Recorded with its time, the text version and the language read (document ` +
        '`OFFER_AND_RENEWAL_TERMS.CA.<language>`). An older text: 409 ' +
        'TRIAL_CONSENT_TEXT_OUT_OF_DATE; no consent asked: 409 TRIAL_CONSENT_NOT_ASKED.',
      errors: [400, 401, 403, 404, 409, 429],
    },
    updateUseCase: {
      tag: TAG,
      summary: 'Record the page the care session is on',
      description: 'Kept with the care session for the care record.',
      errors: [400, 401, 429],
    },
  } satisfies CareEndpointDocs<typeof subscriptionCareEndpoints>;
})();
