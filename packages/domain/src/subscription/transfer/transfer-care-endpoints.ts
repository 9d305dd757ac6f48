import type { CareEndpointDocs, CareEndpointTable } from '../../platform/care-endpoint.ts';
import {
  careAccountConsolidateRequestSchema,
  careAccountConsolidateResultSchema,
  careAcscOffersRequestSchema,
  careAcscOffersResultSchema,
  careAcscQuoteRequestSchema,
  careAcscQuoteResultSchema,
  careAcscRequestSchema,
  careAcscResultSchema,
  careAcscTokenRequestSchema,
  careContinuousServiceQuoteRequestSchema,
  careSwapRadioQuoteRequestSchema,
  careSwapRadioQuoteResultSchema,
  purchaseServiceContinuityRequestSchema,
  purchaseServiceContinuityResultSchema,
  purchaseSwapRadioRequestSchema,
  purchaseSwapRadioResultSchema,
} from './transfer-care-calls.ts';

/**
 * Transfer and swap (flows §8.1, issue 17, ADR 068): the ACSC link, the identification of the
 * trial radio, the follow-on offers and the quote, moving a self-pay plan to the trial radio
 * (service continuity or portability), the trial radio joining the account, and swapping a lost
 * or broken radio for a new one.
 */
export const transferCareEndpoints = {
  /** The ACSC link: its account and trial radio, recorded on the care session as verified. */
  acscToken: {
    method: 'POST',
    path: '/account/token/acsc',
    body: careAcscTokenRequestSchema,
    response: careAcscResultSchema,
    access: 'care-session',
  },
  /** The identification result, the trial radio and the self-pay radios (or, swapFlow, the replaceable ones). */
  acscAccount: {
    method: 'POST',
    path: '/account/acsc',
    body: careAcscRequestSchema,
    response: careAcscResultSchema,
    access: 'care-session',
  },
  /** The plans that may follow the trial (consolidation), or the plan that moves. */
  acscOffers: {
    method: 'POST',
    path: '/offers/customer/acsc',
    body: careAcscOffersRequestSchema,
    response: careAcscOffersResultSchema,
    access: 'care-session',
  },
  /** The preview of SC, SP or AC: nothing today, the moved term or the follow-on's first bill. */
  acscQuote: {
    method: 'POST',
    path: '/quotes/acsc-quote',
    body: careAcscQuoteRequestSchema,
    response: careAcscQuoteResultSchema,
    access: 'care-session',
  },
  /** Service continuity's quote by its legacy name (the same as `acscQuote` with SC). */
  continuousServiceQuote: {
    method: 'POST',
    path: '/quotes/continuous-service-quote',
    body: careContinuousServiceQuoteRequestSchema,
    response: careAcscQuoteResultSchema,
    access: 'care-session',
  },
  /** Moves the self-pay plan and its remaining term onto the trial radio (SC or SP). */
  purchaseServiceContinuity: {
    method: 'POST',
    path: '/purchase/service-continuity',
    body: purchaseServiceContinuityRequestSchema,
    response: purchaseServiceContinuityResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
  /**
   * The trial radio joins the account; its trial runs on. Not the legacy
   * `trial-activation/account-consolidate`, which the trials group serves for a signed-in
   * customer moving a trial between two accounts of their own: this one is the ACSC flow's (the
   * link's holder or the signed-in owner), with the follow-on its quote priced.
   */
  accountConsolidate: {
    method: 'POST',
    path: '/trial-activation/acsc-consolidate',
    body: careAccountConsolidateRequestSchema,
    response: careAccountConsolidateResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
  /** The preview of a swap: the remaining term that moves to the new radio, nothing today. */
  swapRadioQuote: {
    method: 'POST',
    path: '/quotes/swap-radio-quote',
    body: careSwapRadioQuoteRequestSchema,
    response: careSwapRadioQuoteResultSchema,
    access: 'care-session',
  },
  /** Replaces a lost or broken radio: the old one closed, the plan and its term on the new one. */
  purchaseSwapRadio: {
    method: 'POST',
    path: '/purchase/swap-radio',
    body: purchaseSwapRadioRequestSchema,
    response: purchaseSwapRadioResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const transferCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care transfer';
  const WHO =
    'On the account the care session identified and verified (the ACSC link, a lookup with last ' +
    'name, phone and zip) or its signed-in owner: 401 UNAUTHENTICATED_CUSTOMER when neither, 403 ' +
    'VERIFICATION_REQUIRED before the proof. A radio not on that account (and, for the trial radio, ' +
    'not this customer’s trial): 404 DEVICE_NOT_FOUND, always the same.';
  const TRIAL =
    'A trial radio with no running trial the customer may bring in: 409 TRIAL_RADIO_NOT_ELIGIBLE; a ' +
    'self-pay plan that cannot move (a trial, streaming, pending cancellation, nothing paid): 409 ' +
    'SUBSCRIPTION_NOT_TRANSFERABLE.';
  const PURCHASE =
    'Idempotency-Key = `paymentInfo.transactionId`: the same key and body answers the same, another ' +
    'body 422. Held to its quote (`quoteId`: 404 ORDER_NOT_FOUND, 410 ORDER_EXPIRED after 30 ' +
    'minutes); the subscription moved or changed since: 409 SUBSCRIPTION_CHANGED; another move of ' +
    'the same subscription or radio still running: 409 PAYMENT_IN_PROGRESS. Nothing is charged ' +
    '(`amountCharged` 0): the remaining paid term moves exactly, the next bill is unchanged.';

  return {
    acscToken: {
      tag: TAG,
      summary: 'Open an ACSC link: its account and the new car’s trial radio',
      description:
        'Reads an ACSC token (`/transfer/radio?token=…`). A forged, expired or other-kind token ' +
        'answers 200 with `identificationResult` INVALID_ACSC_TOKEN (the page’s route); a good one ' +
        'records its account on the care session as identified and verified (the link was sent to ' +
        'the account’s holder) and answers as `account/acsc` for its trial radio. Counted against ' +
        'the lookup budget of the address (429).',
      errors: [400, 401, 429],
    },
    acscAccount: {
      tag: TAG,
      summary: 'The ACSC identification result, the trial radio and the radios whose plan may move',
      description:
        `${WHO} SUCCESS, TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON, ` +
        'TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON or NO_TRIAL_RADIO_ID (no trial radio named, or ' +
        'none of this customer’s with a running trial: one answer for both). `swapFlow`: the radios ' +
        'that may be replaced, no trial radio.',
      errors: [400, 401, 403, 429],
    },
    acscOffers: {
      tag: TAG,
      summary: 'The follow-on plans of a trial radio joining the account, or the plan that moves',
      description: `${WHO} ${TRIAL}`,
      errors: [400, 401, 403, 404, 409],
    },
    acscQuote: {
      tag: TAG,
      summary: 'Preview service continuity, portability or account consolidation',
      description:
        `${WHO} ${TRIAL} SC/SP: \`selfPayRadioId\` required and no follow-on (400 otherwise); a ` +
        'follow-on plan code not offered for the trial radio: 404 OFFER_NOT_FOUND. `paymentType` ' +
        '(AC only; SC/SP ignore it) creditCard needs a card on file (400 NO_CARD_ON_ACCOUNT). In ' +
        'the shape of `quotes/quote`; today is always 0.',
      errors: [400, 401, 403, 404, 409],
    },
    continuousServiceQuote: {
      tag: TAG,
      summary: 'Preview service continuity (the legacy name)',
      description:
        `${WHO} ${TRIAL} The self-pay plan on \`selfPayRadioId\` moving onto the trial radio, the ` +
        'old radio closed: exactly `quotes/acsc-quote` with SERVICE_CONTINUITY (the same held ' +
        'quote, for `purchase/service-continuity`).',
      errors: [400, 401, 403, 404, 409],
    },
    purchaseServiceContinuity: {
      tag: TAG,
      summary: 'Move a self-pay plan and its remaining term onto the trial radio',
      description:
        `${WHO} ${TRIAL} The trial ends today; SERVICE_CONTINUITY closes the old radio (taken off ` +
        `the account), SERVICE_PORTABILITY keeps it on the account, inactive. ${PURCHASE}`,
      errors: [400, 401, 403, 404, 409, 410, 422, 429],
    },
    accountConsolidate: {
      tag: TAG,
      summary: 'Bring a trial radio into the account, its trial running on',
      description:
        `${WHO} ${TRIAL} With \`followOnPlanCodes\` (the quote's, \`quoteId\` required) the paid ` +
        'plan follows the trial, billed at its end as the account is billed; nothing is charged ' +
        'today. Already on the account with nothing to add: the same answer. ' +
        'Idempotency-Key = `paymentInfo.transactionId`; a quote expired 410 ORDER_EXPIRED, another ' +
        'than the one for this radio and plan 404 ORDER_NOT_FOUND.',
      errors: [400, 401, 403, 404, 409, 410, 422, 429],
    },
    swapRadioQuote: {
      tag: TAG,
      summary: 'Preview replacing a lost or broken radio by a new one',
      description:
        `${WHO} The new radio must be a real radio with no service, each refusal with a field ` +
        'error on `newRadioId`: unknown 404 DEVICE_NOT_FOUND; a plan or trial on it, or held by ' +
        'another account, 409 NEW_RADIO_IN_USE; the same radio, a demo unit or a data-only unit ' +
        '409 NEW_RADIO_NOT_ELIGIBLE. A self-pay plan that cannot move: 409 ' +
        'SUBSCRIPTION_NOT_TRANSFERABLE.',
      errors: [400, 401, 403, 404, 409],
    },
    purchaseSwapRadio: {
      tag: TAG,
      summary:
        'Replace a lost or broken radio: the old one closed, the plan and its term on the new one',
      description: `${WHO} The new radio’s checks as the quote’s. ${PURCHASE}`,
      errors: [400, 401, 403, 404, 409, 410, 422, 429],
    },
  } satisfies CareEndpointDocs<typeof transferCareEndpoints>;
})();
