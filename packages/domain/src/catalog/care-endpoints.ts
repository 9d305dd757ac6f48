import { cardBinRangesRequestSchema, cardBinRangesSchema } from '../billing/card-bin-ranges.ts';
import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import { campaignContentSchema, hotTrendingListSchema } from './campaign-content.ts';
import {
  careCampaignParamsSchema,
  careContentQuerySchema,
  careOfferInfoRequestSchema,
  careOfferInfoResultSchema,
} from './care-catalog-calls.ts';
import {
  careCustomerOffersRequestSchema,
  careOffersRequestSchema,
  careOffersResultSchema,
  carePromoCodeValidateRequestSchema,
  carePromoCodeValidateResultSchema,
} from './care-offers.ts';

/** Offers, promo codes, campaign content and card BIN ranges (the catalog capability). */
export const catalogCareEndpoints = {
  /** Offers for an anonymous visitor (program code, promo code, province). */
  getOffers: {
    method: 'POST',
    path: '/offers',
    body: careOffersRequestSchema,
    response: careOffersResultSchema,
    access: 'care-session',
  },
  /** The same once an email, radio or subscription is known. */
  getCustomerOffers: {
    method: 'POST',
    path: '/offers/customer',
    body: careCustomerOffersRequestSchema,
    response: careOffersResultSchema,
    access: 'care-session',
  },
  /** Plan details (description, features) for the accordion. */
  getOfferInfo: {
    method: 'POST',
    path: '/offers/info',
    body: careOfferInfoRequestSchema,
    response: careOfferInfoResultSchema,
    access: 'care-session',
  },
  /**
   * A refused code rejects with a 400 CareApiError whose first field error names the reason
   * (read it with `promoCodeStatusOfFailure`).
   */
  validatePromoCode: {
    method: 'POST',
    path: '/offers/promocode/validate',
    body: carePromoCodeValidateRequestSchema,
    response: carePromoCodeValidateResultSchema,
    access: 'care-session',
  },
  /** A campaign's sales content (`?locale=`). */
  campaign: {
    method: 'GET',
    path: '/content/campaigns/:campaignId',
    params: careCampaignParamsSchema,
    query: careContentQuerySchema,
    response: campaignContentSchema,
    access: 'care-session',
  },
  /**
   * Confirmation content (`?locale=`); the server falls back to the market's default
   * confirmation campaign.
   */
  confirmationCampaign: {
    method: 'GET',
    path: '/content/campaigns/:campaignId/confirmation',
    params: careCampaignParamsSchema,
    query: careContentQuerySchema,
    response: campaignContentSchema,
    access: 'care-session',
  },
  /** Items with server-sanitised HTML bodies (`?locale=`). */
  hotAndTrending: {
    method: 'GET',
    path: '/content/hot-and-trending',
    query: careContentQuerySchema,
    response: hotTrendingListSchema,
    access: 'care-session',
  },
  /** Brand detection ranges, in priority order (`cardBinType: -1` for all of them). */
  cardBinRanges: {
    method: 'POST',
    path: '/utility/card-bin-ranges',
    body: cardBinRangesRequestSchema,
    response: cardBinRangesSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const catalogCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    getOffers: {
      tag: 'care catalog',
      summary: 'Offers for a visitor: organic, by program code or by promo code',
      description:
        "Offers of the host's market (US or Canada) for `streaming` or satellite, ready to " +
        'present: named in `locale`, typed Trial/Promo/SelfPay, Monthly only when several ' +
        'qualify. A promo code wins over a program code; a refused promo code answers 400 ' +
        'with a field error on `marketingPromoCode` naming the reason. A streaming program ' +
        'code outside the organic allow-list, unknown or of another market gives the organic ' +
        'offers with `fallbackReason: NOT_FOUND`; an ended one `EXPIRED`. An offer whose sale ' +
        'ended is replaced by its fallback (`EXPIRED`); `retrieveFallbackOffer` asks for the ' +
        'fallback of each (`INELIGIBLE`). A promo code counts against the promo-check ' +
        'budgets: per address a hard 429; past 30 checks of the code within the hour (from any ' +
        'address) 428 CAPTCHA_REQUIRED until the request carries a solved human check (from ' +
        '`utility/captcha/new`) as `captchaToken` and `captchaAnswer`. 503 after 15 s. ' +
        'With `student: true` (the student pages) only a student program code (USSTUDENT, ' +
        'CASTUDENT) opens offers: the student plans, which quotes and purchases sell only with ' +
        'a current `verificationId` (ADR 066); any other code gives the organic offers NOT_FOUND.',
      errors: [400, 401, 428, 429, 503],
    },
    getCustomerOffers: {
      tag: 'care catalog',
      summary: 'Offers once the customer is known by email, radio, deviceRef or subscription',
      description:
        'As `POST /services/offers`, and offers for new subscribers only are replaced by ' +
        'their fallback (`fallbackReason: INELIGIBLE`) when the email, the radio, the ' +
        "subscription's account or the signed-in owner's accounts already had that service. " +
        'A radio with a paid satellite subscription running answers 409 ' +
        'ACTIVE_SATELLITE_SUBSCRIPTION (satellite offers); an unknown radio or deviceRef 404 ' +
        'DEVICE_NOT_FOUND; an unknown subscription 404 SUBSCRIPTION_NOT_FOUND. Promo codes are ' +
        'checked as used by this customer. `usedCarBrandingType`: USED_CAR answers the market’s ' +
        'RTP used-car trial for the deviceRef the used-car eligibility check gave this session ' +
        '(with its program code; any other deviceRef or none: 404 DEVICE_NOT_FOUND, another ' +
        'program code: 400 INVALID_OFFER_DATA); SLTC_SERVICE_LANE and SLTC_USED_CAR the dealer ' +
        'trial of that branding, no radio needed (ADR 034). ' +
        'Budgeted like the lookups: per address a hard 429; ' +
        'past 30 lookups of the email or radio within the hour (from any address) 428 ' +
        'CAPTCHA_REQUIRED until the request carries a solved human check as `captchaToken` and ' +
        '`captchaAnswer` (a wrong, used or expired one: field error CAPTCHA_ANSWER_INCORRECT).',
      errors: [400, 401, 404, 409, 428, 429, 503],
    },
    getOfferInfo: {
      tag: 'care catalog',
      summary: "What plans are, in the reader's language",
      description:
        "Package name, the campaign's heading and highlights for the package (`description`, " +
        "`features`), the renewal price and the campaign's legal copy. A plan code that is " +
        "not an offer of the host's market: 404 OFFER_NOT_FOUND with a field error on it.",
      errors: [400, 401, 404, 503],
    },
    validatePromoCode: {
      tag: 'care catalog',
      summary: 'Is this promo code usable here and now?',
      description:
        'Matched without regard to case. Usable: the offer it opens. Refused: 400 with a ' +
        'field error on `marketingPromoCode` whose code is ALREADY_REDEEMED (Redeemed), ' +
        'OUTSIDE_START_AND_END_DATE (Expired), PROMO_CODE_CANCELED (Canceled), or NOT_FOUND, ' +
        'INVALID_PREFIX, INELIGIBLE_PROMO_CODE (Invalid: unknown, not shaped like a code, or ' +
        'for the other service or market), REQUIRED when empty; the error code is ' +
        'OFFER_REDEEMED, OFFER_EXPIRED or INVALID_OFFER_DATA. A code used once per customer ' +
        "is checked against the signed-in owner's accounts. Per address a hard 429; past 30 " +
        'checks of the code within the hour (from any address) 428 CAPTCHA_REQUIRED until the ' +
        'request carries a solved human check as `captchaToken` and `captchaAnswer`.',
      errors: [400, 401, 428, 429],
    },
    campaign: {
      tag: 'care content',
      summary: "A campaign's presentation content in a locale",
      description:
        'Sales hero, bullets, package highlights, listening options with labels, deals, ' +
        "confirmation hero and legal copy, in `locale` (the market's default when absent or " +
        'not spoken there). A campaign of the other market, or none: 404 NOT_FOUND.',
      errors: [400, 401, 404, 503],
    },
    confirmationCampaign: {
      tag: 'care content',
      summary: "A campaign's confirmation content, or the market's default",
      description:
        'The campaign when it has a confirmation hero; otherwise (or for an unknown campaign) ' +
        '`default_conf_campaign`, or `CA_default_conf_campaign` on the Canadian site.',
      errors: [400, 401, 503],
    },
    hotAndTrending: {
      tag: 'care content',
      summary: 'The hot-and-trending list of the market',
      description:
        'Image, alt text and body HTML per item, in order. Bodies are sanitised when written ' +
        'and again here: only p, strong, em, ul, li, br and http(s) links, every link with ' +
        '`target="_blank" rel="noopener noreferrer"`.',
      errors: [400, 401, 503],
    },
    cardBinRanges: {
      tag: 'care billing',
      summary: 'Card BIN ranges for card-type detection and masking',
      description:
        'Each range: name, type, priority (try lower first) and a pattern over the whole ' +
        'number (null for checks and savings). `cardBinType: -1` answers every range.',
      errors: [400, 401],
    },
  } satisfies CareEndpointDocs<typeof catalogCareEndpoints>;
})();
