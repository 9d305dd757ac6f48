import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careMultiRadioAccountRequestSchema,
  careMultiRadioAccountResultSchema,
  careMultiRadioQuoteRequestSchema,
  careMultiRadioQuoteResultSchema,
  purchaseMultiSubscriptionRequestSchema,
  purchaseMultiSubscriptionResultSchema,
} from './multi-radio-care-calls.ts';

/** One order for several radios of one account with the multi-radio discount (flows §4.6). */
export const multiRadioCareEndpoints = {
  multiRadioAccountRadios: {
    method: 'POST',
    path: '/account/multi-subscription-radios',
    body: careMultiRadioAccountRequestSchema,
    response: careMultiRadioAccountResultSchema,
    access: 'care-session',
  },
  multiRadioQuote: {
    method: 'POST',
    path: '/quotes/multi-subscription',
    body: careMultiRadioQuoteRequestSchema,
    response: careMultiRadioQuoteResultSchema,
    access: 'care-session',
  },
  purchaseMultiSubscription: {
    method: 'POST',
    path: '/purchase/multi-subscription',
    body: purchaseMultiSubscriptionRequestSchema,
    response: purchaseMultiSubscriptionResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const multiRadioCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care checkout';
  const ACCESS =
    'On the account of the signed-in owner, or the one the care session identified and verified ' +
    '(last name, phone and zip): 401 UNAUTHENTICATED_CUSTOMER, 403 VERIFICATION_REQUIRED, 404 ' +
    'ACCOUNT_NOT_FOUND otherwise. Radios by the deviceRef the radios call gave this session ' +
    '(another account’s or unknown: 404 DEVICE_NOT_FOUND).';
  const REFUSALS =
    'A radio named twice, or a plan it cannot be sold: 409 INELIGIBLE_FOR_OFFER with a field ' +
    'error on `radios.N`; an unknown plan code: OFFER_NOT_FOUND (`radios.N.planCode`).';

  return {
    multiRadioAccountRadios: {
      tag: TAG,
      summary: 'The account’s radios and what each can be sold in one multi-radio order',
      description:
        'Every radio of the account with its state, what an order does to it (a new subscription ' +
        'or a plan change) and the plan codes it can take; the market’s offers with `mrdEligible` ' +
        `and the monthly discount; the paying radios; the card on file for the owner. ${ACCESS}`,
      errors: [400, 401, 403, 404],
    },
    multiRadioQuote: {
      tag: TAG,
      summary:
        'The price of one order for several radios, the multi-radio discount on its own line',
      description:
        'One line per radio; the MRD applies to an eligible plan on a radio added to an account ' +
        'that already pays for another, and to the second and later radios of the order. The ' +
        'total is the sum of the lines minus the discount, taxed by the account’s service ' +
        `address: what the order charges. ${ACCESS} ${REFUSALS}`,
      errors: [400, 401, 403, 404, 409],
    },
    purchaseMultiSubscription: {
      tag: TAG,
      summary: 'Buy plans for several radios of one account in one order, all or none',
      description:
        'One Idempotency-Key (= `paymentInfo.transactionId`) and one charge for every radio: the ' +
        'same key and body answers the same, another body 422; another purchase for any of the ' +
        'radios, the card or the account still running: 409 PAYMENT_IN_PROGRESS. A refusal of any ' +
        'radio or of the card (402) writes nothing and charges nothing: take a new transaction ' +
        'id. The card on file for the signed-in owner only (NO_CARD_ON_ACCOUNT without one). ' +
        `${ACCESS} ${REFUSALS}`,
      errors: [400, 401, 402, 403, 404, 409, 410, 422, 428, 429],
    },
  } satisfies CareEndpointDocs<typeof multiRadioCareEndpoints>;
})();
