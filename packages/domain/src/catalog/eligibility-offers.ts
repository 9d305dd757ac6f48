import { z } from 'zod';
import { CONTENT_INCLUDE_DEPTH_MAX, CONTENT_TYPES } from './campaign-content.ts';
import { BILLING_PLATFORMS, offerSchema } from './offer.ts';

/**
 * The eligibility service (spec 001 §7): `GET eligibility/v1/offers/new|change|save` with the
 * query parameters country, promoCode, baseTerm, trialPreference, billingPlatform; change and save
 * require `subscription`; new also takes serviceType and stripePaymentMethodId. Answers offers in
 * the domain `Offer` shape.
 */
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * `trial` lists trials first; `noTrial` leaves them out (a customer who wants to pay now);
 * absent, the catalog's order.
 */
export const TRIAL_PREFERENCES = ['trial', 'noTrial'] as const;

const common = {
  country: z.enum(['us', 'ca']),
  promoCode: text(40).optional(),
  baseTerm: z.enum(['Monthly', 'Annual']).optional(),
  trialPreference: z.enum(TRIAL_PREFERENCES).optional(),
  /** Direct when absent: the web checkout sells only what we bill. */
  billingPlatform: z.enum(BILLING_PLATFORMS).optional(),
};

export const eligibilityNewOffersQuerySchema = /* @__PURE__ */ z
  .object({
    ...common,
    serviceType: z.enum(['streaming', 'satellite']),
    stripePaymentMethodId: text(100).optional(),
  })
  .strict();
export type EligibilityNewOffersQuery = z.infer<typeof eligibilityNewOffersQuerySchema>;

/** change and save: offers for one of the caller's subscriptions (its market decides). */
export const eligibilitySubscriptionOffersQuerySchema = /* @__PURE__ */ z
  .object({ ...common, country: common.country.optional(), subscription: text(64) })
  .strict();
export type EligibilitySubscriptionOffersQuery = z.infer<
  typeof eligibilitySubscriptionOffersQuerySchema
>;

export const eligibilityCatalogOfferQuerySchema = /* @__PURE__ */ z
  .object({ country: common.country.optional() })
  .strict();

export const eligibilityOffersResultSchema = /* @__PURE__ */ z.object({
  offers: z.array(offerSchema),
});
export type EligibilityOffersResult = z.infer<typeof eligibilityOffersResultSchema>;

/** A comma-separated list in one query value (`fields.offer_id[in]=A,B`). */
const list = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** `GET content-management/v1/entries` (spec 001 §7, content-management lookup). */
export const contentEntriesQuerySchema = /* @__PURE__ */ z
  .object({
    content_type: z.enum(CONTENT_TYPES).optional(),
    'sys.id': text(100).optional(),
    include: z.coerce.number().int().min(0).max(CONTENT_INCLUDE_DEPTH_MAX).optional(),
    'fields.campaign_id': text(64).optional(),
    'fields.offer_id[in]': list.optional(),
    'fields.sms_package_id[in]': list.optional(),
    locale: z.enum(['en-US', 'en-CA', 'fr-CA']).optional(),
    select: list.optional(),
  })
  .strict();
export type ContentEntriesQuery = z.infer<typeof contentEntriesQuerySchema>;
