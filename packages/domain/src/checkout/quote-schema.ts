import * as z from 'zod/mini';
import { CURRENCIES, moneySchema } from '../catalog/money.ts';
import { PLAN_PHASES } from '../catalog/plan-phase.ts';
import { REVENUE_STATUSES } from '../catalog/revenue.ts';
import { planChangePreviewSchema } from '../subscription/change-care-calls.ts';
import { TAX_CODES } from './tax-rates.ts';

/** MRF: the US music royalty fee; ACTIVATION: the one-time fee of a satellite radio. */
export const FEE_CODES = ['MRF', 'ACTIVATION'] as const;
export type FeeCode = (typeof FEE_CODES)[number];

export const FEE_LABEL_KEYS: Record<FeeCode, string> = {
  MRF: 'checkout.fee.musicRoyalty',
  ACTIVATION: 'checkout.fee.activation',
};

export const quoteFeeSchema = /* @__PURE__ */ z.object({
  code: z.enum(FEE_CODES),
  amount: moneySchema,
});
export type QuoteFee = z.infer<typeof quoteFeeSchema>;

/** One tax line: `amount` is `ratePpm` of `taxableAmount`, rounded half-up to the cent. */
export const quoteTaxSchema = /* @__PURE__ */ z.object({
  code: z.enum(TAX_CODES),
  ratePpm: z.number().check(z.int(), z.nonnegative()),
  taxableAmount: moneySchema,
  amount: moneySchema,
});
export type QuoteTax = z.infer<typeof quoteTaxSchema>;

/**
 * What one plan costs in one quote. `priceAmount` is the service amount (before fees and
 * taxes); `endDate` is the day the next period starts (exclusive), so periods chain with no
 * gap. `termLength` is the length in months of the period the price pays for.
 */
export const quoteDetailSchema = /* @__PURE__ */ z.object({
  planCode: z.string().check(z.minLength(1)),
  packageName: z.string(),
  termLength: z.number().check(z.int(), z.positive()),
  priceAmount: moneySchema,
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  phase: z.enum(PLAN_PHASES),
  fees: z.array(quoteFeeSchema),
  taxes: z.array(quoteTaxSchema),
  /**
   * The plan takes the multi-radio discount (spec 000 §3); set by the multi-radio quote, and
   * absent from quotes that predate it (read absent as false).
   */
  isMrdEligible: z.optional(z.boolean()),
  /** What the multi-radio discount took off `priceAmount` (multi-radio quote only). */
  mrdDiscount: z.optional(moneySchema),
  /**
   * A part of a period: `days` of `ofDays`, and for a plan change the credit for the unused
   * days of the old plan, already taken off `priceAmount`.
   */
  prorated: z.optional(
    z.object({
      days: z.number().check(z.int(), z.nonnegative()),
      ofDays: z.number().check(z.int(), z.positive()),
      credit: z.optional(moneySchema),
    }),
  ),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

/**
 * One charge: `fees` and `taxes` sum the details' lines by code; `subtotal` is prices plus
 * fees, `totalAmount` subtotal plus taxes, `currentBalance` what the card pays once a gift card
 * balance is applied (never below 0). A negative total is a credit left on the account.
 */
export const quoteSchema = /* @__PURE__ */ z.object({
  currency: z.enum(CURRENCIES),
  details: z.array(quoteDetailSchema),
  fees: z.array(quoteFeeSchema),
  taxes: z.array(quoteTaxSchema),
  subtotal: moneySchema,
  totalAmount: moneySchema,
  currentBalance: moneySchema,
});
export type Quote = z.infer<typeof quoteSchema>;

/** The quote set answered by the quotes call (flows §2.1 step 4d). */
export const orderQuoteSchema = /* @__PURE__ */ z.object({
  /** What is charged today. */
  currentQuote: quoteSchema,
  /** What is charged when the next phase begins (a trial's or promo's end). */
  futureQuote: z.optional(quoteSchema),
  /** The first full-price charge after today. */
  renewalQuote: z.optional(quoteSchema),
  /** A further promotional period renewing (a promo billed monthly). */
  promoRenewalQuote: z.optional(quoteSchema),
  /** A plan change: the new plan from today to the end of the current period, before credit. */
  proRatedRenewalQuote: z.optional(quoteSchema),
  revenueStatus: z.enum(REVENUE_STATUSES),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/**
 * `quotes/quote`'s answer: the quote, and for a change of a subscription's plan (a
 * `subscriptionId` past its trial) the preview the order will be held to.
 */
export const careQuoteResultSchema = /* @__PURE__ */ z.extend(orderQuoteSchema, {
  planChange: z.optional(planChangePreviewSchema),
});
export type CareQuoteResult = z.infer<typeof careQuoteResultSchema>;
