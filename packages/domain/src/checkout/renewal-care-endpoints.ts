import * as z from 'zod/mini';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import { purchaseResultSchema } from './purchase.ts';
import { careQuoteResultSchema } from './quote-schema.ts';
import {
  careRenewalOffersRequestSchema,
  careRenewalOffersResultSchema,
  careRenewalQuoteRequestSchema,
  careStreamingRenewalOffersRequestSchema,
  purchaseRenewalRequestSchema,
} from './renewal.ts';

/**
 * Roll-to-choice renewal (flows §4.1, ADR 039): the three follow-on choices of a renewal code
 * (and whether the identified radio can take each), the renewal's quote, and its purchase.
 */
export const renewalCareEndpoints = {
  /** The renewal promo, its three choices with retail prices and genres, and the default. */
  getRenewalOffers: {
    method: 'POST',
    path: '/offers/renewal',
    // A renewal code's choices (flows §4.1), or what a streaming trial rolls into (flows §3.6).
    body: z.union([careRenewalOffersRequestSchema, careStreamingRenewalOffersRequestSchema]),
    response: careRenewalOffersResultSchema,
    access: 'care-session',
  },
  /** The renewal priced from the day the radio's running phase ends: what the purchase charges. */
  quoteRenewal: {
    method: 'POST',
    path: '/quotes/renewal',
    body: careRenewalQuoteRequestSchema,
    response: careQuoteResultSchema,
    access: 'care-session',
  },
  /** The renewal bought: the promo after the running phase, then the chosen package. */
  purchaseRenewal: {
    method: 'POST',
    path: '/purchase/renewal',
    body: purchaseRenewalRequestSchema,
    response: purchaseResultSchema,
    access: 'care-session',
    idempotencyKey: 'paymentInfo.transactionId',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const renewalCareEndpointDocs = /* @__PURE__ */ (() => {
  const CODES =
    'An unknown renewal code, one of another market or program (its `planCode` is not the ' +
    'promo it renews with): 404 OFFER_NOT_FOUND with a field error on `renewalCode`; an ended ' +
    'one 400 OFFER_EXPIRED. ';
  const RADIO =
    'The radio by `deviceRef` (the radio-info or account-info lookup of this care session) or ' +
    '`radioId` (a radio of the signed-in owner); anyone else’s, or an unknown one: 404 ' +
    'DEVICE_NOT_FOUND; both: 400 INVALID_PAYLOAD. ';

  return {
    getRenewalOffers: {
      tag: 'care catalog',
      summary: 'The follow-on choices of a renewal campaign, and which a radio can take',
      description:
        `${CODES}` +
        'Answers the renewal promo (`renewalOffer`, `promoMonths`, `promoPrice`), its three ' +
        'choices (package name in `locale`, retail price per month, plan code, whether a genre ' +
        'is needed and the genres) and `defaultIndex`. With a radio ' +
        `(optional): ${RADIO}each choice's availability and the reason when it cannot ` +
        '(RADIO_NOT_CAPABLE, RADIO_CLOSED, OTHER_MARKET, ALREADY_ON_PLAN, ALREADY_RENEWED, ' +
        'NOTHING_ENDING). Budgeted like `offers/customer` when a radio is named: per address a ' +
        'hard 429; past 30 lookups of the radio within the hour 428 CAPTCHA_REQUIRED until the ' +
        'request carries a solved human check. With `streaming: true` and a streaming ' +
        'roll-to-drop trial as `planCode` (flows §3.6, ADR 060): the trial as `renewalOffer`, ' +
        'its months, nothing per month, and as `choices` the paid streaming plans of the ' +
        'market it may roll into (no genres, availability null, `renewalCode` empty); any other ' +
        'plan: 404 OFFER_NOT_FOUND.',
      errors: [400, 401, 404, 428, 429, 503],
    },
    quoteRenewal: {
      tag: 'care checkout',
      summary: 'The price of a renewal, from the day the running phase ends',
      description:
        `${CODES}${RADIO}` +
        'Priced by the checkout’s quote engine as a plan starting when the radio’s trial or ' +
        'promo ends: `currentQuote` is what is charged today (the promo’s activation fee, ' +
        'usually nothing), `futureQuote` the first promo charge, `renewalQuote` the chosen ' +
        'package at full price. Taxed at the account’s service address for its signed-in ' +
        'owner, else at `serviceAddress` (required then: INVALID_PAYLOAD). A choice the radio ' +
        'cannot take: 409 RENEWAL_CHOICE_NOT_AVAILABLE (field error on `choicePlanCode` naming ' +
        'the reason); already renewed: 409 ALREADY_RENEWED.',
      errors: [400, 401, 404, 409, 503],
    },
    purchaseRenewal: {
      tag: 'care checkout',
      summary: 'Renew a radio with the chosen follow-on package',
      description:
        `${CODES}${RADIO}` +
        'Idempotency-Key = `paymentInfo.transactionId` (same key and body: the same answer; ' +
        'another body 422 IDEMPOTENCY_KEY_REUSED; still running 409 IDEMPOTENCY_KEY_IN_USE); ' +
        'another purchase for the same radio or subscription running: 409 PAYMENT_IN_PROGRESS. ' +
        'Charges exactly the `currentQuote` of `quotes/renewal` (a zero-amount card check when ' +
        'it is nothing) and writes the promo from the end of the running phase, then the ' +
        'chosen package at full price, with the genre. Card on file only for the signed-in ' +
        'owner (otherwise field error on paymentInfo.useCardOnFile), else a new card token. ' +
        'Refusals (nothing written): 409 RENEWAL_CHOICE_NOT_AVAILABLE, 409 ALREADY_RENEWED, ' +
        'INVALID_PAYLOAD with a field error on `genreId` (REQUIRED when the choice needs one, ' +
        'INVALID for a genre not among its genres or for a choice without genres), card ' +
        'refusals (402) as for the other purchases.',
      errors: [400, 401, 402, 404, 409, 410, 422, 429],
    },
  } satisfies CareEndpointDocs<typeof renewalCareEndpoints>;
})();
