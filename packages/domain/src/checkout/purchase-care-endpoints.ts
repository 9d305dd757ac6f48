import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  purchaseAddSubscriptionRequestSchema,
  purchaseChangeSubscriptionRequestSchema,
  purchaseNewAccountRequestSchema,
  purchaseOffer2OfferRequestSchema,
  purchaseResultSchema,
  purchaseStudentRolloverRequestSchema,
} from './purchase.ts';

/**
 * The three purchases (flows §2.1 step 5, §2.2 step 4). Each sends `Idempotency-Key` = the
 * checkout's transaction id, so a repeated click or a retried request answers the first order
 * instead of charging twice; the checkout makes a new id after a card failure.
 */
export const purchaseCareEndpoints = {
  /** A new account and its streaming sign-in. */
  purchaseNewAccount: {
    method: 'POST',
    path: '/purchase/new-account',
    body: purchaseNewAccountRequestSchema,
    response: purchaseResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
  /** A plan for a radio with no active subscription, or a streaming plan beside its plan (ADR 049). */
  purchaseAddSubscription: {
    method: 'POST',
    path: '/purchase/add-subscription',
    body: purchaseAddSubscriptionRequestSchema,
    response: purchaseResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
  /** A paid plan following an existing subscription's trial. */
  purchaseChangeSubscription: {
    method: 'POST',
    path: '/purchase/change-subscription',
    body: purchaseChangeSubscriptionRequestSchema,
    response: purchaseResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
  /** A paid subscription moved to another plan, on the card on file. */
  purchaseOfferToOffer: {
    method: 'POST',
    path: '/purchase/offer2offer',
    body: purchaseOffer2OfferRequestSchema,
    response: purchaseResultSchema,
    access: 'care-session',
    idempotencyKey: 'transactionId',
  },
  /** A re-verified student's full-price plan rolls to the student plan at its next renewal. */
  purchaseStudentRollover: {
    method: 'POST',
    path: '/purchase/student-rollover',
    body: purchaseStudentRolloverRequestSchema,
    response: purchaseResultSchema,
    // The owner signed in, or the holder of the owner's re-verify link (the switch checks).
    access: 'care-session',
    idempotencyKey: 'transactionId',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const purchaseCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care checkout';
  const ERRORS = [400, 401, 402, 403, 404, 409, 410, 422, 429];
  const COMMON =
    'Create the order and confirm it in one call. The header `Idempotency-Key` is required and ' +
    'equals `paymentInfo.transactionId`: the same key with the same body answers the same (also ' +
    'a refusal), another body 422 IDEMPOTENCY_KEY_REUSED, a call still running 409 ' +
    'IDEMPOTENCY_KEY_IN_USE, another purchase for the same radio, trial, buyer, gift card, card ' +
    'or promo code still running 409 PAYMENT_IN_PROGRESS (Retry-After; nothing charged). The ' +
    'card comes as a gateway token (`cardInfo.cardToken`), never a ' +
    'number. Card refusals (402): CARD_DECLINED, INSUFFICIENT_FUNDS, FRAUD_REJECT, ' +
    'CREDIT_CARD_ERROR — nothing is written, take a new transaction id. Also CARD_TOKEN_INVALID, ' +
    'CARD_INFO_REQUIRED, NO_CARD_ON_ACCOUNT, gift card codes (GIFT_CARD_NUMBER_INVALID, ' +
    'NO_GIFT_CARD_BALANCE, GIFT_CARD_NOT_REDEEMABLE, GIFT_CARD_COUNTRY_ERROR), offer codes ' +
    '(OFFER_NOT_FOUND, OFFER_EXPIRED, OFFER_REDEEMED, INVALID_OFFER_DATA, INELIGIBLE_FOR_OFFER). ' +
    'A student plan needs `verificationId`, a current student verification this care session or ' +
    'login made: 403 STUDENT_VERIFICATION_REQUIRED otherwise; one verification buys one ' +
    'student subscription (409 STUDENT_VERIFICATION_ALREADY_USED; ADR 066).';

  return {
    purchaseNewAccount: {
      tag: TAG,
      summary: 'Buy a streaming plan: a new account and its streaming sign-in',
      description:
        `${COMMON} The sign-in is checked before the card is charged: ` +
        'PASSWORD_POLICY_NOT_MET, PASSWORD_HAS_PERSONAL_DATA, USERNAME_IN_USE.',
      errors: ERRORS,
    },
    purchaseAddSubscription: {
      tag: TAG,
      summary: 'Buy a plan for a radio with no active subscription',
      description:
        `${COMMON} The radio by \`radioId\` or the find-your-radio \`deviceRef\`; a radio ` +
        'with a paid subscription running: 409 ACTIVE_SATELLITE_SUBSCRIPTION. The radio joins ' +
        'the signed-in owner’s account, or a new one. No radio and an `accountNumber`: a ' +
        'streaming plan (the streaming trial with `followOnPlans`, ADR 060) on that account, ' +
        'which must be the signed-in caller’s (403 CLAIMING_WITH_UNAUTHORIZED_USER otherwise); ' +
        'decided holding the account.',
      errors: [400, 401, 402, 403, 404, 409, 410, 422, 429],
    },
    purchaseChangeSubscription: {
      tag: TAG,
      summary: 'Choose the paid plan that follows a trial',
      description:
        `${COMMON} The trial by exactly one of \`subscriptionId\` (the signed-in owner of its ` +
        'account, or a session that identified the account — the email lookup — and proved ' +
        'last name, phone and zip: UNAUTHENTICATED_CUSTOMER when neither, 403 ' +
        'VERIFICATION_REQUIRED before the proof, SUBSCRIPTION_NOT_FOUND for anyone else) or ' +
        '`deviceRef` (the radio found on this care session: DEVICE_NOT_FOUND ' +
        'for another session’s; 409 ACTIVE_SATELLITE_SUBSCRIPTION when a paid plan runs, 409 ' +
        'NO_SUBSCRIPTION_TO_FOLLOW when no trial does — use add-subscription). The plan ' +
        'starts when the trial ends: today only the offer’s activation fee is charged (none: ' +
        'a zero-amount verification). Someone who is not the signed-in owner pays with a new ' +
        'card (useCardOnFile: INVALID_PAYLOAD); their name and address stay on the order, the ' +
        'account keeps its own, and the answer’s accountNumber is null. With `quoteId` (the ' +
        '`planChange.quoteId` of quotes/quote for a paid plan, ADR 030): confirms exactly that ' +
        'quoted change, charging its currentQuote balance (card on file for the signed-in owner, ' +
        'or a new card); ORDER_NOT_FOUND (404) for a quote of another subscription or caller, ' +
        'ORDER_EXPIRED (410), SUBSCRIPTION_CHANGED (409, nothing charged) when the subscription ' +
        'changed since the quote. A quote priced with a gift card is paid with that same card ' +
        '(paymentInfo.giftCards; none, or another: INVALID_PAYLOAD on paymentInfo.giftCards.0): ' +
        'it is debited exactly the quote’s gift card part, once; its balance moved since the ' +
        'quote fails the order with SUBSCRIPTION_CHANGED (409, nothing charged or debited).',
      errors: [400, 401, 402, 403, 404, 409, 410, 422, 429],
    },
    purchaseOfferToOffer: {
      tag: TAG,
      summary: 'Move a paid subscription to another plan in one call',
      description:
        'Idempotency-Key = `transactionId`. With `quoteId` (the preview of quotes/quote for this ' +
        'subscription and plan) it confirms exactly that preview, as change-subscription does. ' +
        'A student plan needs the caller’s current student verification (`verificationId`: 403 ' +
        'STUDENT_VERIFICATION_REQUIRED without one or once expired, 404 NOT_FOUND for another’s). The subscription as for change-subscription (401, ' +
        '403 VERIFICATION_REQUIRED, 404 SUBSCRIPTION_NOT_FOUND); priced as `quotes/quote` ' +
        'previews it (ADR 030: now with the unused days credited, or at the next renewal for a ' +
        'cheaper switch) and charged on the card on file of the signed-in owner ' +
        '(NO_CARD_ON_ACCOUNT otherwise). SAME_PLAN (409) for the plan it is on; another change ' +
        'or cancellation of it running: 409 PAYMENT_IN_PROGRESS. Card refusals (402) as above.',
      errors: [400, 401, 402, 403, 404, 409, 422, 429],
    },
    purchaseStudentRollover: {
      tag: TAG,
      summary: 'Roll a re-verified student’s plan to the student plan at its next renewal',
      description:
        'Idempotency-Key = `transactionId`. The signed-in owner’s subscription, or the one of the ' +
        'account the re-verify link identified on this session when `verificationId` renewed that ' +
        'link (404 SUBSCRIPTION_NOT_FOUND for another’s; 400 NO_CARD_ON_ACCOUNT for an account ' +
        'found any other way), and the student’s verification, which must still hold ' +
        '(`verificationId`: 403 STUDENT_VERIFICATION_REQUIRED for another’s or an expired one). The market’s student follow-on plan replaces the current one at the end ' +
        'of the paid period (ADR 030’s NEXT_RENEWAL): nothing is charged today, the account view ' +
        'shows the pending change. Asked again once scheduled, it answers the same change; a ' +
        'change or cancellation of the subscription running: 409 PAYMENT_IN_PROGRESS.',
      errors: [400, 401, 403, 404, 409, 422, 429],
    },
  } satisfies CareEndpointDocs<typeof purchaseCareEndpoints>;
})();
