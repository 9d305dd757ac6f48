import * as z from 'zod/mini';
import { presentedOfferSchema } from '../catalog/care-offers.ts';
import { moneySchema } from '../catalog/money.ts';
import { PLAN_PHASES } from '../catalog/plan-phase.ts';
import { LOCALES } from '../locale/locales.ts';

/**
 * The care calls of change plan and change term (flows §5.1): the plans a subscription may move
 * to (`offers/customer/change`), each priced against what the customer has now. The preview and
 * the order are `quotes/quote` and `purchase/change-subscription` with the subscription's id.
 */
const subscriptionIdSchema = /* @__PURE__ */ z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(64));

/**
 * When a change takes effect: now, the unused part of the current term credited (an upgrade, a
 * term change); at the next renewal, nothing charged today (a downgrade); or when the trial ends
 * (a plan chosen during a trial: nothing charged today, the trial runs to its end).
 */
export const PLAN_CHANGE_TIMINGS = ['NOW', 'NEXT_RENEWAL', 'TRIAL_END'] as const;
export type PlanChangeTiming = (typeof PLAN_CHANGE_TIMINGS)[number];

/**
 * What picking a plan does to the customer's package: KEEP the package (another billing term),
 * ADD to it (a package holding everything theirs does, and more), or SWITCH to a package that
 * drops something theirs has (the customer confirms the loss first).
 */
export const PACKAGE_CHANGES = ['KEEP', 'ADD', 'SWITCH'] as const;
export type PackageChange = (typeof PACKAGE_CHANGES)[number];

export const careChangeOffersRequestSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: subscriptionIdSchema,
  streaming: z.optional(z.boolean()),
  /** Canada: the province whose prices apply (the account's service address otherwise). */
  province: z.optional(z.string().check(z.length(2))),
  /** The task a targeted link carries (`task`), recorded with the change. */
  task: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  marketingPromoCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  /** `subscription/change-term`: only the current package, in its other billing terms. */
  changeTermOnly: z.optional(z.boolean()),
  locale: z.optional(z.enum(LOCALES)),
});
export type CareChangeOffersRequest = z.infer<typeof careChangeOffersRequestSchema>;

/** The plan the subscription is on today, as the change pages show it. */
export const currentPlanSchema = /* @__PURE__ */ z.object({
  subscriptionId: z.string(),
  planCode: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  serviceType: z.enum(['streaming', 'satellite']),
  phase: z.enum(PLAN_PHASES),
  termMonths: z.number().check(z.int(), z.positive()),
  /** What the current term costs, before fees and taxes. */
  price: moneySchema,
  /** The day the current term (or trial) ends and the next bill comes, YYYY-MM-DD. */
  currentTermEndsOn: z.iso.date(),
  radioIdLastFour: z.nullable(z.string()),
  /** A cancellation is pending: changing the plan takes it back. */
  isCancelledAtEndOfCurrentTerm: z.boolean(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const changeOfferSchema = /* @__PURE__ */ z.extend(presentedOfferSchema, {
  packageChange: z.enum(PACKAGE_CHANGES),
  timing: z.enum(PLAN_CHANGE_TIMINGS),
  /** "Our best plan": the one package the page singles out. */
  isBestPlan: z.boolean(),
  /** Picking it drops channels or perks the customer has: a confirmation is asked first. */
  needsConfirmation: z.boolean(),
});
export type ChangeOffer = z.infer<typeof changeOfferSchema>;

export const careChangeOffersResultSchema = /* @__PURE__ */ z.object({
  currentPlan: currentPlanSchema,
  /** Every plan the subscription may move to, the current package's other terms included. */
  offers: z.array(changeOfferSchema),
  /** The vehicle-data (infotainment) plans the radio's car can add; empty when none. */
  infotainmentOffers: z.array(presentedOfferSchema),
});
export type CareChangeOffersResult = z.infer<typeof careChangeOffersResultSchema>;

/**
 * A plan change's preview, answered by `quotes/quote` beside the quote when `subscriptionId`
 * names a subscription past its trial (or in it): the quote is kept as a quoted order for 30
 * minutes under `quoteId`, and `purchase/change-subscription` with that `quoteId` charges
 * exactly its `currentQuote.currentBalance`.
 */
export const planChangePreviewSchema = /* @__PURE__ */ z.object({
  quoteId: z.string(),
  subscriptionId: z.string(),
  fromPlanCode: z.string(),
  toPlanCode: z.string(),
  timing: z.enum(PLAN_CHANGE_TIMINGS),
  /** The day the new plan starts, YYYY-MM-DD (today for NOW). */
  effectiveOn: z.iso.date(),
  /** The new plan's first full bill: its date and amount (fees and taxes included). */
  nextBill: z.object({ date: z.iso.date(), amount: moneySchema }),
  /** The quote must be confirmed before this. */
  expires: z.iso.datetime(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

export { subscriptionIdSchema };
