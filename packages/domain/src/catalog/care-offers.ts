import * as z from 'zod/mini';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { USED_CAR_BRANDING_TYPES } from '../trials/trial-programs.ts';
import { moneySchema } from './money.ts';
import { OFFER_TYPES, offerPhaseSchema } from './offer.ts';

/**
 * The care API's offer calls (`/services/offers…`, flows §2.1 step 7, §2.2, §2.3). Offers come
 * back ready to present: named in the caller's locale, typed (Trial/Promo/SelfPay), and Monthly
 * only when several qualify (spec 001 §5).
 */
const code = z.string().check(z.trim(), z.maxLength(40));

export const careOffersRequestSchema = /* @__PURE__ */ z.strictObject({
  streaming: z.boolean(),
  programCode: z.optional(code),
  /** Present but empty is allowed on entry (flows §2.1 step 3); an empty code is refused here. */
  marketingPromoCode: z.optional(code),
  /** Canada: the province whose prices and taxes apply. */
  province: z.optional(z.string().check(z.length(2))),
  retrieveFallbackOffer: z.optional(z.boolean()),
  redemptionType: z.optional(z.enum(['AMEX'])),
  /**
   * The student pages (flows §6, ADR 066): only the student program codes open offers, and
   * only with this set; their plans are sold with a verification.
   */
  student: z.optional(z.boolean()),
  locale: z.optional(z.enum(['en-US', 'en-CA', 'fr-CA'])),
  /** A solved human check, once a promo code's (or the customer's) budget asked for one. */
  ...careCaptchaFields,
});
export type CareOffersRequest = z.infer<typeof careOffersRequestSchema>;

/** `POST /services/offers/customer`: the same, once an email, radio or subscription is known. */
export const careCustomerOffersRequestSchema = /* @__PURE__ */ z.strictObject(
  z.extend(careOffersRequestSchema, {
    email: z.optional(z.string().check(z.maxLength(254))),
    radioId: z.optional(z.string().check(z.maxLength(12))),
    /** An opaque handle from the find-your-radio lookup, when the radio id was not typed. */
    deviceRef: z.optional(z.string().check(z.maxLength(200))),
    subscriptionId: z.optional(z.string().check(z.maxLength(64))),
    /**
     * The used-car offers of the RTP flow (flows §3.4) for the radio of `deviceRef`, which the
     * used-car eligibility check gave this session; with `programCode` the check answered.
     */
    usedCarBrandingType: z.optional(z.enum(USED_CAR_BRANDING_TYPES)),
  }).shape,
);
export type CareCustomerOffersRequest = z.infer<typeof careCustomerOffersRequestSchema>;

export const OFFER_FALLBACK_REASONS = ['EXPIRED', 'INELIGIBLE', 'NOT_FOUND'] as const;
export type OfferFallbackReason = (typeof OFFER_FALLBACK_REASONS)[number];

export const presentedOfferSchema = /* @__PURE__ */ z.object({
  planCode: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  serviceType: z.enum(['streaming', 'satellite']),
  type: z.enum(OFFER_TYPES),
  baseTerm: z.string(),
  phases: z.array(offerPhaseSchema).check(z.minLength(1)),
  /** What the first phase costs per billing period (0 for a free trial). */
  price: moneySchema,
  /** The full price it renews at, per its billing period. */
  renewalPrice: moneySchema,
  renewalTermMonths: z.number().check(z.int(), z.positive()),
  activationFee: z.nullable(moneySchema),
  royaltyFeeApplies: z.boolean(),
  newSubscribersOnly: z.boolean(),
  campaignId: z.nullable(z.string()),
  deal: z.nullable(
    z.object({
      code: z.string(),
      etfAmount: z.nullable(moneySchema),
      etfTermMonths: z.nullable(z.number().check(z.int())),
    }),
  ),
  /** Set when this offer stands in for the one asked for, and why. */
  fallbackReason: z.nullable(z.enum(OFFER_FALLBACK_REASONS)),
  /**
   * The offer takes the multi-radio discount on a second or later radio (flows §4.6, the
   * streaming targeted `mrd` page); absent from answers that do not price it (read as false).
   */
  mrdEligible: z.optional(z.boolean()),
});
export type PresentedOffer = z.infer<typeof presentedOfferSchema>;

export const careOffersResultSchema = /* @__PURE__ */ z.object({
  offers: z.array(presentedOfferSchema),
  /** The offer to preselect: the campaign's lead offer, else the first. */
  leadPlanCode: z.nullable(z.string()),
  presentmentTestCell: z.nullable(z.string()),
});
export type CareOffersResult = z.infer<typeof careOffersResultSchema>;

/** `POST /services/offers/promocode/validate`. */
export const carePromoCodeValidateRequestSchema = /* @__PURE__ */ z.strictObject({
  marketingPromoCode: code,
  streaming: z.boolean(),
  ...careCaptchaFields,
});

/**
 * A usable code answers with the offer it opens. A refused one answers 400 with a field error on
 * `marketingPromoCode` whose code names the reason (`promoCodeStatusOfFailure` reads it):
 * ALREADY_REDEEMED, OUTSIDE_START_AND_END_DATE, PROMO_CODE_CANCELED, NOT_FOUND, INVALID_PREFIX,
 * INELIGIBLE_PROMO_CODE.
 */
export const carePromoCodeValidateResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('valid'),
  planCode: z.string(),
});

export const PROMO_CODE_FAILURE_CODES = [
  'ALREADY_REDEEMED',
  'OUTSIDE_START_AND_END_DATE',
  'PROMO_CODE_CANCELED',
  'NOT_FOUND',
  'INVALID_PREFIX',
  'INELIGIBLE_PROMO_CODE',
] as const;
