import * as z from 'zod/mini';
import { LOCALES } from '../locale/locales.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { moneySchema } from './money.ts';

/**
 * Request and answer shapes of the care API's catalog calls that care-offers.ts and
 * campaign-content.ts do not cover: offer descriptions, the content queries, the captcha check
 * and the email lookup's request.
 */
const planCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));

/** `POST /services/offers/info`: what the plans are, in the reader's language (flows §2.1 step 7). */
export const careOfferInfoRequestSchema = /* @__PURE__ */ z.strictObject({
  planCodes: z.array(z.strictObject({ planCode })).check(z.minLength(1), z.maxLength(10)),
  locale: z.optional(z.enum(LOCALES)),
  province: z.optional(z.string().check(z.length(2))),
});
export type CareOfferInfoRequest = z.infer<typeof careOfferInfoRequestSchema>;

export const offerInfoSchema = /* @__PURE__ */ z.object({
  planCode: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  serviceType: z.enum(['streaming', 'satellite']),
  baseTerm: z.string(),
  /** The campaign's heading for the package, when its campaign describes it. */
  description: z.nullable(z.string()),
  /** What the package includes, one line each (the campaign's package highlights). */
  features: z.array(z.string()),
  /** The full price it renews at, per its billing period. */
  renewalPrice: moneySchema,
  renewalTermMonths: z.number().check(z.int(), z.positive()),
  /** Legal copy of the offer's campaign. */
  legal: z.nullable(z.string()),
});
export type OfferInfo = z.infer<typeof offerInfoSchema>;

export const careOfferInfoResultSchema = /* @__PURE__ */ z.object({
  offers: z.array(offerInfoSchema),
});
export type CareOfferInfoResult = z.infer<typeof careOfferInfoResultSchema>;

/** `?locale=` of the content calls; the market's default language when absent. */
export const careContentQuerySchema = /* @__PURE__ */ z.strictObject({
  locale: z.optional(z.enum(LOCALES)),
});

/** A campaign id in a path: letters, digits, `_` and `-`. */
export const campaignIdSchema = /* @__PURE__ */ z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** The path parameters of `GET /services/content/campaigns/:campaignId[/confirmation]`. */
export const careCampaignParamsSchema = /* @__PURE__ */ z.object({ campaignId: campaignIdSchema });

/** `POST /services/check-eligibility/captcha` (flows §2.1 step 4d). */
export const careCaptchaCheckRequestSchema = /* @__PURE__ */ z.strictObject({ planCode });

/** `POST /services/identity/customer/email` (flows §2.1 step 3b). */
export const careCustomerEmailRequestSchema = /* @__PURE__ */ z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  phoneNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  ...careCaptchaFields,
});
export type CareCustomerEmailRequest = z.infer<typeof careCustomerEmailRequestSchema>;
