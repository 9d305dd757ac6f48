import * as z from 'zod/mini';
import { CONTENT_INCLUDE_DEPTH_MAX, CONTENT_TYPES } from './campaign-content.ts';
import { BILLING_PLATFORMS, offerSchema } from './offer.ts';

/**
 * The eligibility service (spec 001 §7): `GET eligibility/v1/offers/new|change|save` with the
 * query parameters country, promoCode, baseTerm, trialPreference, billingPlatform; change and save
 * require `subscription`; new also takes serviceType and stripePaymentMethodId. Answers offers in
 * the domain `Offer` shape.
 */
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * `trial` lists trials first; `noTrial` leaves them out (a customer who wants to pay now);
 * absent, the catalog's order.
 */
export const TRIAL_PREFERENCES = ['trial', 'noTrial'] as const;

const common = {
  country: z.enum(['us', 'ca']),
  promoCode: z.optional(text(40)),
  baseTerm: z.optional(z.enum(['Monthly', 'Annual'])),
  trialPreference: z.optional(z.enum(TRIAL_PREFERENCES)),
  /** Direct when absent: the web checkout sells only what we bill. */
  billingPlatform: z.optional(z.enum(BILLING_PLATFORMS)),
};

export const eligibilityNewOffersQuerySchema = /* @__PURE__ */ z.strictObject({
  ...common,
  serviceType: z.enum(['streaming', 'satellite']),
  stripePaymentMethodId: z.optional(text(100)),
});
export type EligibilityNewOffersQuery = z.infer<typeof eligibilityNewOffersQuerySchema>;

/** change and save: offers for one of the caller's subscriptions (its market decides). */
export const eligibilitySubscriptionOffersQuerySchema = /* @__PURE__ */ z.strictObject({
  ...common,
  country: z.optional(common.country),
  subscription: text(64),
});
export type EligibilitySubscriptionOffersQuery = z.infer<
  typeof eligibilitySubscriptionOffersQuerySchema
>;

export const eligibilityCatalogOfferQuerySchema = /* @__PURE__ */ z.strictObject({
  country: z.optional(common.country),
});

export const eligibilityOffersResultSchema = /* @__PURE__ */ z.object({
  offers: z.array(offerSchema),
});
export type EligibilityOffersResult = z.infer<typeof eligibilityOffersResultSchema>;

/** A comma-separated list in one query value (`fields.offer_id[in]=A,B`). */
const list = z.pipe(
  z.string().check(z.maxLength(2000)),
  z.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);

/** `GET content-management/v1/entries` (spec 001 §7, content-management lookup). */
export const contentEntriesQuerySchema = /* @__PURE__ */ z.strictObject({
  content_type: z.optional(z.enum(CONTENT_TYPES)),
  'sys.id': z.optional(text(100)),
  include: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(CONTENT_INCLUDE_DEPTH_MAX))),
  'fields.campaign_id': z.optional(text(64)),
  'fields.offer_id[in]': z.optional(list),
  'fields.sms_package_id[in]': z.optional(list),
  locale: z.optional(z.enum(['en-US', 'en-CA', 'fr-CA'])),
  select: z.optional(list),
});
export type ContentEntriesQuery = z.infer<typeof contentEntriesQuerySchema>;
