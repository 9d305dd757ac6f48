import * as z from 'zod/mini';
import { moneySchema } from '../catalog/money.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { paymentInfoSchema, purchaseAddressSchema } from './purchase.ts';
import { quoteSchema } from './quote-schema.ts';

/**
 * One order for several radios of one account (flows §4.6): the picker's radios, the quote of
 * the chosen plans with the multi-radio discount (MRD) on its own line, and the order that
 * confirms them all or none. A radio is named by the `deviceRef` the radios call gave this
 * care session; what the order does to it follows add/change-subscription: a radio with no
 * running plan gets a new subscription, a running one its plan changed.
 */
const deviceRef = z.string().check(z.minLength(1), z.maxLength(200));
const planCode = z.string().check(z.minLength(1), z.maxLength(60));

/** What the order does to one radio. */
export const MULTI_RADIO_ACTIONS = ['addSubscription', 'changeSubscription'] as const;
export type MultiRadioAction = (typeof MULTI_RADIO_ACTIONS)[number];

export const MULTI_RADIO_STATES = ['noPlan', 'trial', 'paid', 'suspended'] as const;

/** At most this many radios in one order. */
export const MULTI_RADIO_MAX_RADIOS = 8;

/** `account/multi-subscription-radios`: the session's account (no body fields). */
export const careMultiRadioAccountRequestSchema = /* @__PURE__ */ z.strictObject({});

export const careMultiRadioSchema = /* @__PURE__ */ z.object({
  /** Send back as-is to the quote and the order. */
  deviceRef,
  radioIdLastFour: z.string(),
  deviceType: z.nullable(z.string()),
  state: z.enum(MULTI_RADIO_STATES),
  planName: z.nullable(z.string()),
  action: z.enum(MULTI_RADIO_ACTIONS),
  /** Plans this radio can be sold in this order (codes of `offers`); empty: not sellable. */
  planCodes: z.array(z.string()),
  /** Why it cannot be sold (empty when it can): INELIGIBLE_FOR_OFFER, PAYMENT_IN_PROGRESS… */
  errorCodes: z.array(z.string()),
});
export type CareMultiRadio = z.infer<typeof careMultiRadioSchema>;

export const careMultiRadioOfferSchema = /* @__PURE__ */ z.object({
  planCode: z.string(),
  packageName: z.string(),
  /** Monthly service price, before fees, taxes and the discount. */
  monthlyPrice: moneySchema,
  /** The offer takes the multi-radio discount. */
  mrdEligible: z.boolean(),
  /** Monthly discount on this plan for a radio the MRD applies to (0 when not eligible). */
  mrdMonthlyDiscount: moneySchema,
});
export type CareMultiRadioOffer = z.infer<typeof careMultiRadioOfferSchema>;

export const careMultiRadioAccountResultSchema = /* @__PURE__ */ z.object({
  accountNumberLastFour: z.string(),
  country: z.enum(['US', 'CA']),
  /** Radios of the account already paying: with one or more, even the first radio ordered takes MRD. */
  payingRadios: z.number().check(z.int(), z.nonnegative()),
  radios: z.array(careMultiRadioSchema),
  offers: z.array(careMultiRadioOfferSchema),
  /** The card on file, offered to the signed-in owner only (null otherwise or without one). */
  cardOnFile: z.nullable(z.object({ brand: z.string(), lastFour: z.string() })),
});
export type CareMultiRadioAccountResult = z.infer<typeof careMultiRadioAccountResultSchema>;

export const multiRadioChoiceSchema = /* @__PURE__ */ z.strictObject({ deviceRef, planCode });
export type MultiRadioChoice = z.infer<typeof multiRadioChoiceSchema>;

const radiosField = z
  .array(multiRadioChoiceSchema)
  .check(z.minLength(1), z.maxLength(MULTI_RADIO_MAX_RADIOS));

/** `quotes/multi-subscription`. */
export const careMultiRadioQuoteRequestSchema = /* @__PURE__ */ z.strictObject({
  radios: radiosField,
});
export type CareMultiRadioQuoteRequest = z.infer<typeof careMultiRadioQuoteRequestSchema>;

export const multiRadioQuoteLineSchema = /* @__PURE__ */ z.object({
  deviceRef: z.string(),
  radioIdLastFour: z.string(),
  planCode: z.string(),
  packageName: z.string(),
  action: z.enum(MULTI_RADIO_ACTIONS),
  /** The service price of this radio today, before the discount, fees and taxes. */
  priceAmount: moneySchema,
  isMrdEligible: z.boolean(),
  /** What the MRD takes off this radio today (0 when it does not apply). */
  mrdDiscount: moneySchema,
});
export type MultiRadioQuoteLine = z.infer<typeof multiRadioQuoteLineSchema>;

export const careMultiRadioQuoteResultSchema = /* @__PURE__ */ z.object({
  /** In the order of the request. */
  lines: z.array(multiRadioQuoteLineSchema),
  /** The sum of the lines' `mrdDiscount`, shown on its own line. */
  mrdDiscount: moneySchema,
  /**
   * Today's charge: details one per radio (each with `isMrdEligible`), taxes by the account's
   * service address on the discounted prices; `totalAmount` is what the order charges.
   */
  currentQuote: quoteSchema,
  /** The monthly charge once every radio renews, discount and taxes included. */
  renewalQuote: quoteSchema,
});
export type CareMultiRadioQuoteResult = z.infer<typeof careMultiRadioQuoteResultSchema>;

/** `purchase/multi-subscription`: header Idempotency-Key = `paymentInfo.transactionId`. */
export const purchaseMultiSubscriptionRequestSchema = /* @__PURE__ */ z.strictObject({
  radios: radiosField,
  paymentInfo: paymentInfoSchema,
  /** With a new card; the account's service address when absent. */
  billingAddress: z.optional(purchaseAddressSchema),
  languagePreference: z.enum(['en-US', 'en-CA', 'fr-CA']),
  agreementAccepted: z.literal(true),
  ...careCaptchaFields,
});
export type PurchaseMultiSubscriptionRequest = z.infer<
  typeof purchaseMultiSubscriptionRequestSchema
>;

export const purchaseMultiSubscriptionResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  orderId: z.string(),
  invoiceNumber: z.nullable(z.string()),
  accountNumberLastFour: z.string(),
  email: z.string(),
  /** The same as the quote's `currentQuote.totalAmount`. */
  amountCharged: moneySchema,
  mrdDiscount: moneySchema,
  subscriptions: z.array(
    z.object({
      deviceRef: z.string(),
      radioIdLastFour: z.string(),
      subscriptionId: z.string(),
      planCode: z.string(),
      action: z.enum(MULTI_RADIO_ACTIONS),
      isMrdEligible: z.boolean(),
    }),
  ),
});
export type PurchaseMultiSubscriptionResult = z.infer<typeof purchaseMultiSubscriptionResultSchema>;
