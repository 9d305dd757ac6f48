import * as z from 'zod/mini';
import { moneySchema } from './money.ts';

export const OFFER_PHASE_TYPES = ['Free', 'Introductory', 'AutoRenewing'] as const;
export type OfferPhaseType = (typeof OFFER_PHASE_TYPES)[number];

export const BILLING_PLATFORMS = [
  'Direct',
  'AmazonAppStore',
  'AppleAppStore',
  'GooglePlayStore',
  'RokuPay',
] as const;
export type BillingPlatform = (typeof BILLING_PLATFORMS)[number];

export const BILLING_PERIOD_UNITS = ['days', 'weeks', 'months', 'years'] as const;

/** The base term presentment keeps when several offers come back. */
export const MONTHLY_BASE_TERM = 'Monthly';

export const offerPhaseSchema = /* @__PURE__ */ z.object({
  type: z.enum(OFFER_PHASE_TYPES),
  /** Phase durations are counted in months; the full-price phase runs until cancelled. */
  duration: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('finite'), months: z.number().check(z.int(), z.positive()) }),
    z.object({ kind: z.literal('infinite') }),
  ]),
  billingPeriod: z.object({
    unit: z.enum(BILLING_PERIOD_UNITS),
    count: z.number().check(z.int(), z.positive()),
  }),
  price: z.object({
    total: moneySchema,
    /** The US music royalty fee included in the total, when one applies. */
    mrfAmount: z.optional(moneySchema),
  }),
});
export type OfferPhase = z.infer<typeof offerPhaseSchema>;

export const offerSchema = /* @__PURE__ */ z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  baseTerm: z.string(),
  billingPlatform: z.enum(BILLING_PLATFORMS),
  products: z.array(z.object({ id: z.string(), productType: z.enum(['main', 'partner']) })),
  basePrice: moneySchema,
  phases: z.array(offerPhaseSchema).check(z.minLength(1)),
  campaignId: z.optional(z.string()),
});
export type Offer = z.infer<typeof offerSchema>;

export const OFFER_TYPES = ['Trial', 'Promo', 'SelfPay'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** An offer with a Free phase is a trial, one with an Introductory phase a promo, else self-pay. */
export function offerTypeOf(offer: { phases: readonly { type: string }[] }): OfferType {
  if (offer.phases.some((phase) => phase.type === 'Free')) return 'Trial';
  if (offer.phases.some((phase) => phase.type === 'Introductory')) return 'Promo';
  return 'SelfPay';
}

/**
 * Offers to present: when several come back only the Monthly ones are shown (annual terms are
 * offered later, on the billing-term step); a single offer is shown whatever its term.
 */
export function offersForPresentment<T extends { baseTerm: string }>(offers: readonly T[]): T[] {
  if (offers.length <= 1) return [...offers];
  return offers.filter((offer) => offer.baseTerm === MONTHLY_BASE_TERM);
}
