import * as z from 'zod/mini';
import { presentedOfferSchema } from '../../catalog/care-offers.ts';
import { moneySchema } from '../../catalog/money.ts';
import { orderQuoteSchema } from '../../checkout/quote-schema.ts';
import { careIdentifiedAccountSchema } from '../../identification/identified-account.ts';

/**
 * The care calls of transfer and swap (flows §8.1, issue 17, ADR 068): the ACSC link and the
 * identification of its trial radio, the self-pay subscription that may move to it (service
 * continuity: the old radio closed; service portability: the old radio kept, inactive) or the
 * trial radio joining the account (account consolidation), and the swap of a lost or broken
 * radio for a new one. A plan moves with its remaining paid term exactly (days and cents): the
 * same subscription, the same phases, the same next bill; nothing is charged for a move.
 */
const radioId = /* @__PURE__ */ z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{8,12}$/));
const subscriptionId = /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const token = /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(1000));

/**
 * What the identification of an ACSC link or trial radio found (flows §8.1). SUCCESS: the trial
 * radio runs a trial off the account and may join it; TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON:
 * it is on the account already with a paid plan to follow the trial (page `consolidated`);
 * …_NO_FOLLOWON: on the account, nothing follows the trial (page `consolidated-offer`);
 * NO_TRIAL_RADIO_ID: no trial radio named, or none of this customer's with a running trial (the
 * same answer, so a radio id cannot be probed); INVALID_ACSC_TOKEN: the link is forged, expired
 * or of another kind. The page's own NETWORK_ERROR (the call failed) is not the server's.
 */
export const ACSC_RESULTS = [
  'SUCCESS',
  'INVALID_ACSC_TOKEN',
  'TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON',
  'TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON',
  'NO_TRIAL_RADIO_ID',
] as const;
export type AcscResult = (typeof ACSC_RESULTS)[number];
/** Every result a transfer page routes by, the page's own NETWORK_ERROR included. */
export const ACSC_PAGE_RESULTS = [...ACSC_RESULTS, 'NETWORK_ERROR'] as const;
export type AcscPageResult = (typeof ACSC_PAGE_RESULTS)[number];

/** How a plan moves (flows §8.1 `transactionType`). */
export const ACSC_TRANSACTION_TYPES = [
  'SERVICE_CONTINUITY',
  'SERVICE_PORTABILITY',
  'ACCOUNT_CONSOLIDATION',
] as const;
export type AcscTransactionType = (typeof ACSC_TRANSACTION_TYPES)[number];
/** The two that move the self-pay plan (`purchase/service-continuity`). */
export const PLAN_MOVE_TRANSACTION_TYPES = ['SERVICE_CONTINUITY', 'SERVICE_PORTABILITY'] as const;
export type PlanMoveTransactionType = (typeof PLAN_MOVE_TRANSACTION_TYPES)[number];

/** How a follow-on plan is paid at the trial's end: the account's card on file, or an invoice. */
export const ACSC_PAYMENT_TYPES = ['invoice', 'creditCard'] as const;

/** A vehicle as the customer knows it (null parts when unknown). */
const vehicleSchema = /* @__PURE__ */ z.object({
  year: z.nullable(z.number().check(z.int())),
  make: z.nullable(z.string()),
  model: z.nullable(z.string()),
});

/**
 * The remaining paid term of a subscription, as it moves to another radio: the paid period it
 * is in (`paidFrom`..`paidThrough`, exclusive end: the next bill's date), its `remainingDays` of
 * `ofDays` from today and their value in cents (`remainingValue`: the period's price × days ÷
 * ofDays, rounded half-up to the cent), and the next bill (date and amount, fees and taxes
 * included). The same before and after a move: nothing is billed again.
 */
export const termTransferSchema = /* @__PURE__ */ z.object({
  subscriptionId: z.string(),
  planCode: z.string(),
  planName: z.string(),
  paidFrom: z.iso.date(),
  paidThrough: z.iso.date(),
  remainingDays: z.number().check(z.int(), z.nonnegative()),
  ofDays: z.number().check(z.int(), z.positive()),
  /** What the period was paid at (its price before fees and taxes). */
  periodPrice: moneySchema,
  remainingValue: moneySchema,
  /** Null when nothing renews after the period (a promotion with nothing to follow it). */
  nextBill: z.nullable(z.object({ date: z.iso.date(), amount: moneySchema })),
});
export type TermTransfer = z.infer<typeof termTransferSchema>;

/** The trial radio of an ACSC identification (the new car's radio). */
export const acscTrialRadioSchema = /* @__PURE__ */ z.object({
  radioId: z.string(),
  radioIdLastFour: z.string(),
  deviceType: z.string(),
  vehicle: z.nullable(vehicleSchema),
  /** The trial's subscription. */
  subscriptionId: z.string(),
  trialPlanName: z.string(),
  /** The trial's last day is the day before, YYYY-MM-DD (exclusive end). */
  trialEndsOn: z.iso.date(),
  /** A paid plan follows the trial. */
  hasFollowOn: z.boolean(),
  /** The radio is on the identified account already. */
  isConsolidated: z.boolean(),
});
export type AcscTrialRadio = z.infer<typeof acscTrialRadioSchema>;

/** A self-pay radio of the account: its plan may move to the trial radio, or to a new radio. */
export const acscSelfPayRadioSchema = /* @__PURE__ */ z.object({
  radioId: z.string(),
  radioIdLastFour: z.string(),
  deviceType: z.string(),
  vehicle: z.nullable(vehicleSchema),
  subscriptionId: z.string(),
  planCode: z.string(),
  planName: z.string(),
  /** The day the paid period ends and the next bill comes, YYYY-MM-DD. */
  paidThrough: z.iso.date(),
  /** Its plan may move to another radio (subscription option TRANSFER_SUBSCRIPTION). */
  canTransferSubscription: z.boolean(),
  /** The radio may be replaced by a new one (subscription option REPLACE_RADIO). */
  canReplaceRadio: z.boolean(),
  /** The remaining term that would move today ("your remaining 123 days move with it"); null when it cannot move. */
  transfer: z.nullable(termTransferSchema),
});
export type AcscSelfPayRadio = z.infer<typeof acscSelfPayRadioSchema>;

/** `account/token/acsc`: the ACSC link's token (`/transfer/radio?token=…`). */
export const careAcscTokenRequestSchema = /* @__PURE__ */ z.strictObject({ token });
export type CareAcscTokenRequest = z.infer<typeof careAcscTokenRequestSchema>;

/**
 * `account/acsc`, on the account the care session identified (the link, a lookup with LPZ) or
 * its signed-in owner: `radioId` is the trial radio (the `trialradioid`/lookup; the link's when
 * absent), `subscriptionId` a self-pay subscription to preselect (`subscriptionid`), `swapFlow`
 * asks for the radios that may be replaced instead (no trial radio needed).
 */
export const careAcscRequestSchema = /* @__PURE__ */ z.strictObject({
  radioId: z.optional(radioId),
  subscriptionId: z.optional(subscriptionId),
  swapFlow: z.optional(z.boolean()),
});
export type CareAcscRequest = z.infer<typeof careAcscRequestSchema>;

export const careAcscResultSchema = /* @__PURE__ */ z.object({
  identificationResult: z.enum(ACSC_RESULTS),
  /** The account, masked (null for INVALID_ACSC_TOKEN). */
  account: z.nullable(careIdentifiedAccountSchema),
  /** "Your account ending in 1234" (null for INVALID_ACSC_TOKEN). */
  accountNumberLastFour: z.nullable(z.string()),
  /** Null for NO_TRIAL_RADIO_ID, INVALID_ACSC_TOKEN and the swap flow. */
  trialRadio: z.nullable(acscTrialRadioSchema),
  /**
   * The account's self-pay radios whose plan may move (SUCCESS), or that may be replaced
   * (`swapFlow`); empty otherwise.
   */
  selfPayRadios: z.array(acscSelfPayRadioSchema),
  /** The `subscriptionId` asked for when it is among `selfPayRadios`, else null. */
  selectedSubscriptionId: z.nullable(z.string()),
});
export type CareAcscResult = z.infer<typeof careAcscResultSchema>;

/**
 * `offers/customer/acsc`: with `accountConsolidation`, the paid plans that may follow the trial
 * radio's trial; otherwise the self-pay plan that moves (`movingPlan`; no other offers: a plan
 * moves as it is, change plan changes it afterwards).
 */
export const careAcscOffersRequestSchema = /* @__PURE__ */ z.strictObject({
  trialRadioId: radioId,
  selfPayRadioId: z.optional(radioId),
  accountConsolidation: z.boolean(),
});
export type CareAcscOffersRequest = z.infer<typeof careAcscOffersRequestSchema>;

export const careAcscOffersResultSchema = /* @__PURE__ */ z.object({
  offers: z.array(presentedOfferSchema),
  /** The self-pay plan and its remaining term, when a self-pay radio was named. */
  movingPlan: z.nullable(termTransferSchema),
});
export type CareAcscOffersResult = z.infer<typeof careAcscOffersResultSchema>;

/**
 * `quotes/acsc-quote`. SERVICE_CONTINUITY and SERVICE_PORTABILITY need `selfPayRadioId` and no
 * `followOnPlanCodes` (the plan moves as it is); ACCOUNT_CONSOLIDATION takes at most one
 * follow-on plan code (from `offers/customer/acsc`), billed at the trial's end by `paymentType`.
 */
export const careAcscQuoteRequestSchema = /* @__PURE__ */ z.strictObject({
  transactionType: z.enum(ACSC_TRANSACTION_TYPES),
  selfPayRadioId: z.optional(radioId),
  trialRadioId: radioId,
  followOnPlanCodes: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)))
    .check(z.maxLength(1)),
  /** Consolidation's follow-on only (SC/SP ignore it: the moved plan is billed as before). */
  paymentType: z.optional(z.enum(ACSC_PAYMENT_TYPES)),
});
export type CareAcscQuoteRequest = z.infer<typeof careAcscQuoteRequestSchema>;

/**
 * The legacy `quotes/continuous-service-quote` (spec 001 §7): service continuity's quote by its
 * own name — the self-pay plan onto the trial radio, the old radio closed. Answered exactly as
 * `quotes/acsc-quote` with SERVICE_CONTINUITY answers it (the same held quote).
 */
export const careContinuousServiceQuoteRequestSchema = /* @__PURE__ */ z.strictObject({
  selfPayRadioId: radioId,
  trialRadioId: radioId,
});
export type CareContinuousServiceQuoteRequest = z.infer<
  typeof careContinuousServiceQuoteRequestSchema
>;

/**
 * The quote in the shape of `quotes/quote` (OrderQuote: currentQuote, futureQuote?, renewalQuote?,
 * revenueStatus), so the pages' order review reads it unchanged. Today (`currentQuote`) is always
 * nothing (no lines, 0). SC/SP: `renewalQuote` is the moved plan's next bill (absent when nothing
 * renews); AC with a follow-on: `futureQuote` its first bill at the trial's end (and its later
 * charges as `quotes/quote` prices a plan that starts later).
 */
export const careAcscQuoteResultSchema = /* @__PURE__ */ z.extend(orderQuoteSchema, {
  transactionType: z.enum(ACSC_TRANSACTION_TYPES),
  /**
   * Held for 30 minutes: `purchase/service-continuity` (SC/SP) or
   * `trial-activation/acsc-consolidate` (AC) with it does exactly what it says.
   */
  quoteId: z.string(),
  expires: z.iso.datetime(),
  /** SC/SP: the remaining term that moves; null for AC. */
  transfer: z.nullable(termTransferSchema),
  /** What happens to the trial (SC/SP: it ends today; AC: it runs to this date). */
  trialEndsOn: z.iso.date(),
  /** SC: the old radio is closed (taken off the account); SP: kept on it, inactive; null for AC. */
  oldRadioAfter: z.nullable(z.enum(['closed', 'inactive'])),
  /** AC: the follow-on plan quoted (null: none chosen). */
  followOnPlanCode: z.nullable(z.string()),
});
export type CareAcscQuoteResult = z.infer<typeof careAcscQuoteResultSchema>;

/** The attempt's id, = the Idempotency-Key header. Nothing is charged: no card is asked for. */
const transferPaymentInfoSchema = /* @__PURE__ */ z.strictObject({
  transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
});

/** `purchase/service-continuity`: the quoted move (SC or SP). */
export const purchaseServiceContinuityRequestSchema = /* @__PURE__ */ z.strictObject({
  transactionType: z.enum(PLAN_MOVE_TRANSACTION_TYPES),
  trialRadioId: radioId,
  selfPayRadioId: radioId,
  quoteId: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentInfo: transferPaymentInfoSchema,
});
export type PurchaseServiceContinuityRequest = z.infer<
  typeof purchaseServiceContinuityRequestSchema
>;

export const purchaseServiceContinuityResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  transactionType: z.enum(PLAN_MOVE_TRANSACTION_TYPES),
  orderId: z.string(),
  /** The moved subscription (the same id): Listen now and the thanks page name it. */
  subscriptionId: z.string(),
  newRadioIdLastFour: z.string(),
  oldRadioIdLastFour: z.string(),
  oldRadioAfter: z.enum(['closed', 'inactive']),
  /** The trial's subscription, ended today. */
  endedTrialSubscriptionId: z.string(),
  /** Equal to the quote's `transfer`. */
  transfer: termTransferSchema,
  amountCharged: moneySchema,
  accountNumberLastFour: z.string(),
  /** The account the move is on: the thanks page's registration on the spot asks about it. */
  accountNumber: z.string(),
  /** No sign-in owns the account yet (and it has an email): the thanks page offers one. */
  isEligibleForRegistration: z.boolean(),
  /** Where the confirmation went. */
  email: z.nullable(z.string()),
});
export type PurchaseServiceContinuityResult = z.infer<typeof purchaseServiceContinuityResultSchema>;

/**
 * `trial-activation/acsc-consolidate`: the trial radio joins the account, its trial runs on.
 * With the quote's `followOnPlanCodes` (one plan) the paid plan is set to follow the trial,
 * billed at its end as the account is billed (nothing charged today); `quoteId` holds it to its
 * quote. Header Idempotency-Key = `paymentInfo.transactionId`.
 */
export const careAccountConsolidateRequestSchema = /* @__PURE__ */ z.strictObject({
  trialRadioId: radioId,
  quoteId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  followOnPlanCodes: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(1)),
  ),
  paymentType: z.optional(z.enum(ACSC_PAYMENT_TYPES)),
  paymentInfo: transferPaymentInfoSchema,
});
export type CareAccountConsolidateRequest = z.infer<typeof careAccountConsolidateRequestSchema>;

export const careAccountConsolidateResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  orderId: z.string(),
  /** The trial's subscription, now on the account (Listen now names it). */
  subscriptionId: z.string(),
  radioIdLastFour: z.string(),
  trialEndsOn: z.iso.date(),
  hasFollowOn: z.boolean(),
  followOnPlanCode: z.nullable(z.string()),
  /** Nothing is charged today. */
  amountCharged: moneySchema,
  accountNumberLastFour: z.string(),
  /** The account the move is on: the thanks page's registration on the spot asks about it. */
  accountNumber: z.string(),
  /** No sign-in owns the account yet (and it has an email): the thanks page offers one. */
  isEligibleForRegistration: z.boolean(),
  email: z.nullable(z.string()),
});
export type CareAccountConsolidateResult = z.infer<typeof careAccountConsolidateResultSchema>;

/** `quotes/swap-radio-quote`: the self-pay radio (lost or broken) and the radio replacing it. */
export const careSwapRadioQuoteRequestSchema = /* @__PURE__ */ z.strictObject({
  selfPayRadioId: radioId,
  newRadioId: radioId,
});
export type CareSwapRadioQuoteRequest = z.infer<typeof careSwapRadioQuoteRequestSchema>;

/**
 * The swap's quote, in the shape of `quotes/quote`: today nothing (a swap has no fee),
 * `renewalQuote` the plan's next bill on the new radio, as it would have been on the old one.
 */
export const careSwapRadioQuoteResultSchema = /* @__PURE__ */ z.extend(orderQuoteSchema, {
  /** Held for 30 minutes: `purchase/swap-radio` with it moves exactly `transfer`. */
  quoteId: z.string(),
  expires: z.iso.datetime(),
  oldRadioIdLastFour: z.string(),
  newRadioIdLastFour: z.string(),
  transfer: termTransferSchema,
});
export type CareSwapRadioQuoteResult = z.infer<typeof careSwapRadioQuoteResultSchema>;

/** `purchase/swap-radio`. */
export const purchaseSwapRadioRequestSchema = /* @__PURE__ */ z.strictObject({
  oldRadioId: radioId,
  newRadioId: radioId,
  quoteId: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentInfo: transferPaymentInfoSchema,
});
export type PurchaseSwapRadioRequest = z.infer<typeof purchaseSwapRadioRequestSchema>;

export const purchaseSwapRadioResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  orderId: z.string(),
  subscriptionId: z.string(),
  newRadioIdLastFour: z.string(),
  oldRadioIdLastFour: z.string(),
  /** Equal to the quote's `transfer`. */
  transfer: termTransferSchema,
  amountCharged: moneySchema,
  accountNumberLastFour: z.string(),
  /** The account the move is on: the thanks page's registration on the spot asks about it. */
  accountNumber: z.string(),
  /** No sign-in owns the account yet (and it has an email): the thanks page offers one. */
  isEligibleForRegistration: z.boolean(),
  email: z.nullable(z.string()),
});
export type PurchaseSwapRadioResult = z.infer<typeof purchaseSwapRadioResultSchema>;
