import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careUseCaseRequestSchema,
  careUseCaseResultSchema,
} from '../subscription/cancel-care-calls.ts';
import { careCustomerOffersRequestSchema, careOffersResultSchema } from './care-offers.ts';
import {
  careAllPackageDescRequestSchema,
  careAllPackageDescResultSchema,
  careCommerceInfoRequestSchema,
  commerceInfoSchema,
} from './legacy-offer-care-calls.ts';

/**
 * The legacy names of offer and care-record calls that pages written against the old service
 * still send (spec 001 §7), each answered by the logic of its current call.
 */
export const legacyOfferCareEndpoints = {
  /** Add-radio's pick-a-plan: the offers for a radio joining the caller's account. */
  customerAddOffers: {
    method: 'POST',
    path: '/offers/customer/add',
    body: careCustomerOffersRequestSchema,
    response: careOffersResultSchema,
    access: 'care-session',
  },
  /** Every package of the market, described in the reader's language. */
  allPackageDescriptions: {
    method: 'POST',
    path: '/offers/all-package-desc',
    body: careAllPackageDescRequestSchema,
    response: careAllPackageDescResultSchema,
    access: 'care-session',
  },
  /** The market's commerce facts a page shows beside its prices. */
  commerceInfo: {
    method: 'POST',
    path: '/offers/commerce/info',
    body: careCommerceInfoRequestSchema,
    response: commerceInfoSchema,
    access: 'care-session',
  },
  /** `apigateway/update-usecase` under its older name. */
  updateUseCase: {
    method: 'POST',
    path: '/utility/update-usecase',
    body: careUseCaseRequestSchema,
    response: careUseCaseResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const legacyOfferCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    customerAddOffers: {
      tag: 'care catalog',
      summary: 'Offers for adding a radio to an account (the legacy name of offers/customer)',
      description:
        'Answered exactly as `POST /services/offers/customer` (same body, budgets and errors): ' +
        'the radio by `radioId` or the find-your-radio `deviceRef`; a radio with a paid ' +
        'satellite subscription running answers 409 ACTIVE_SATELLITE_SUBSCRIPTION, an unknown ' +
        'one 404 DEVICE_NOT_FOUND; offers for new subscribers only give way to their fallback when ' +
        "the radio or the signed-in owner's accounts already had the service.",
      errors: [400, 401, 404, 409, 428, 429, 503],
    },
    allPackageDescriptions: {
      tag: 'care catalog',
      summary: "Every package the market sells, in the reader's language",
      description:
        "Each package with an offer on sale in the host's market, in catalog order: its name in " +
        "`locale` (the market's default when absent), and the heading and lines its market's " +
        'campaigns give it (what the plan grids show); `description: null` and no lines when no ' +
        'campaign describes it. `oemDevice` is accepted and does not narrow the list.',
      errors: [400, 401, 503],
    },
    commerceInfo: {
      tag: 'care catalog',
      summary: "The market's commerce facts: currency, billing platforms, taxes and fees",
      description:
        "For the host's market: its `currency`; the `billingPlatforms` its offers on sale are " +
        'billed on (`Direct` for the care checkout, app stores for in-app plans); `taxDisplay` ' +
        '`ADDED_AT_CHECKOUT`: prices are shown before tax and the quote (`quotes/quote`) adds the ' +
        "taxes of the service address's state or province from the tax table of `taxTableAsOf`; " +
        '`activationFee`, the highest one-time fee an offer on sale carries (each offer says its ' +
        'own in `activationFee`), null when none does; `royaltyFeeRatePpm`, the US music royalty ' +
        "fee in parts per million of the plan price on packages that carry music (each offer's " +
        '`royaltyFeeApplies`), null in Canada. The body is empty: `{}`.',
      errors: [400, 401, 503],
    },
    updateUseCase: {
      tag: 'care subscription',
      summary: 'Record the page the care session is on (the legacy name)',
      description:
        'The same call as `POST /services/apigateway/update-usecase`: kept with the care session ' +
        'for the care record.',
      errors: [400, 401, 429],
    },
  } satisfies CareEndpointDocs<typeof legacyOfferCareEndpoints>;
})();
