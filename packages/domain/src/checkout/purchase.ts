import * as z from 'zod/mini';
import { moneySchema } from '../catalog/money.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';

/**
 * The care API's purchase calls (flows §2.1 step 5, §2.2 step 4): `purchase/new-account`,
 * `purchase/add-subscription` and `purchase/change-subscription`. Each creates an order (a quote)
 * and confirms it in one call. The request carries the gateway's card token, never a card number,
 * and the header `Idempotency-Key` (the checkout's transaction id): the same key with the same body
 * answers the same, a different body 422, a call still running 409.
 */
const planRef = z.strictObject({ planCode: z.string().check(z.minLength(1), z.maxLength(60)) });
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const cardInfoSchema = /* @__PURE__ */ z.strictObject({
  /** From the gateway's tokenizer (`ctok_…`). */
  cardToken: z.string().check(z.minLength(1), z.maxLength(200)),
  nameOnCard: text(100),
});

/** A gift or prepaid card applied at checkout: incomm by number, BlackHawk-style with cvv2 and MM/YY. */
export const checkoutGiftCardSchema = /* @__PURE__ */ z.strictObject({
  number: z.string().check(z.regex(/^\d{10,19}$/)),
  securityCode: z.optional(z.string().check(z.regex(/^\d{3,4}$/))),
  /** MM/YY. */
  expiry: z.optional(z.string().check(z.regex(/^\d{2}\/\d{2}$/))),
});
export type CheckoutGiftCard = z.infer<typeof checkoutGiftCardSchema>;

export const paymentInfoSchema = /* @__PURE__ */ z.strictObject({
  /** Charge the card already on the account (signed-in owner with an active card only). */
  useCardOnFile: z.boolean(),
  paymentType: z.literal('creditCard'),
  cardInfo: z.optional(cardInfoSchema),
  /** The checkout attempt; a new one after a card failure. Matches the Idempotency-Key header. */
  transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  giftCards: z.optional(z.array(checkoutGiftCardSchema).check(z.maxLength(3))),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const purchaseAddressSchema = /* @__PURE__ */ z.strictObject({
  streetAddress: text(100),
  city: text(60),
  state: text(2),
  postalCode: text(10),
  country: z.enum(['US', 'CA']),
  avsvalidated: z.optional(z.boolean()),
  firstName: text(50),
  lastName: text(50),
  phone: text(20),
  email: text(254),
  addressType: z.optional(z.literal('person')),
});
export type PurchaseAddress = z.infer<typeof purchaseAddressSchema>;

export const streamingInfoSchema = /* @__PURE__ */ z.strictObject({
  emailAddress: text(254),
  firstName: text(50),
  lastName: text(50),
  login: text(254),
  password: z.string().check(z.maxLength(128)),
});

const purchaseCommon = {
  plans: z.array(planRef).check(z.minLength(1), z.maxLength(4)),
  followOnPlans: z.optional(z.array(planRef).check(z.maxLength(4))),
  marketingPromoCode: z.optional(text(40)),
  programCode: z.optional(text(40)),
  paymentInfo: paymentInfoSchema,
  serviceAddress: purchaseAddressSchema,
  billingAddress: z.optional(purchaseAddressSchema),
  languagePreference: z.enum(['en-US', 'en-CA', 'fr-CA']),
  /** The charge agreement (auto-renewal, customer agreement, privacy policy) was ticked. */
  agreementAccepted: z.literal(true),
  /**
   * The student verification a student plan is bought with (ADR 066): a current verification this
   * care session or login made, used by one purchase only.
   */
  verificationId: z.optional(z.string().check(z.maxLength(64))),
  /** A solved human check, once the care session's failed orders made one REQUIRED. */
  ...careCaptchaFields,
};

/** `purchase/new-account`: a new account with a streaming plan, its streaming sign-in created. */
export const purchaseNewAccountRequestSchema = /* @__PURE__ */ z.strictObject({
  ...purchaseCommon,
  streamingInfo: streamingInfoSchema,
});
export type PurchaseNewAccountRequest = z.infer<typeof purchaseNewAccountRequestSchema>;

/** `purchase/add-subscription`: a plan for a radio with no active subscription. */
export const purchaseAddSubscriptionRequestSchema = /* @__PURE__ */ z.strictObject({
  ...purchaseCommon,
  /** The typed radio id, or the handle the find-your-radio lookup gave. */
  radioId: z.optional(z.string().check(z.maxLength(12))),
  deviceRef: z.optional(z.string().check(z.maxLength(200))),
  /**
   * No radio: a streaming plan (a trial with its paid follow-on, ADR 060) for this account the
   * signed-in caller owns.
   */
  accountNumber: z.optional(z.string().check(z.maxLength(20))),
  streamingInfo: z.optional(streamingInfoSchema),
});
export type PurchaseAddSubscriptionRequest = z.infer<typeof purchaseAddSubscriptionRequestSchema>;

/**
 * `purchase/change-subscription`: a paid plan following the trial of an existing subscription,
 * named by exactly one of `subscriptionId` (the signed-in owner's subscription) or `deviceRef`
 * (a radio found by find-your-radio or a link's token on this care session: its trial). Neither
 * → REQUIRED on `deviceRef`; both → INVALID on `deviceRef`.
 */
export const purchaseChangeSubscriptionRequestSchema = /* @__PURE__ */ z
  .strictObject({
    ...purchaseCommon,
    subscriptionId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    deviceRef: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    streamingInfo: z.optional(streamingInfoSchema),
    /**
     * A plan change of a subscription past its trial: the `planChange.quoteId` that
     * `quotes/quote` answered, whose total is what is charged.
     */
    quoteId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  })
  .check(
    z.refine((body) => (body.subscriptionId === undefined) !== (body.deviceRef === undefined), {
      message: 'exactly one of subscriptionId and deviceRef',
      path: ['deviceRef'],
    }),
  );
export type PurchaseChangeSubscriptionRequest = z.infer<
  typeof purchaseChangeSubscriptionRequestSchema
>;

/**
 * `purchase/offer2offer` (flows §5.1 note, §6): a paid subscription moved to another plan in one
 * call, priced and confirmed on the card on file. `transactionId` is the Idempotency-Key.
 */
export const purchaseOffer2OfferRequestSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  plans: z.array(planRef).check(z.length(1)),
  transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  languagePreference: z.optional(z.enum(['en-US', 'en-CA', 'fr-CA'])),
  /**
   * The `planChange.quoteId` of `quotes/quote` for this subscription and plan: the switch
   * confirms exactly that preview, charging its balance (ADR 030). Without it, priced here.
   */
  quoteId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** A student plan (flows §6): the caller's current student verification (ADR 067). */
  verificationId: z.optional(z.string().check(z.maxLength(64))),
  /** A solved human check, once the care session's failed orders made one REQUIRED. */
  ...careCaptchaFields,
});
export type PurchaseOffer2OfferRequest = z.infer<typeof purchaseOffer2OfferRequestSchema>;

/**
 * `purchase/student-rollover` (flows §6, ADR 067): a re-verified student's full-price
 * subscription switches to the student follow-on plan of its market at its next renewal;
 * nothing is charged today. `transactionId` is the Idempotency-Key.
 */
export const purchaseStudentRolloverRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: z.optional(z.string().check(z.maxLength(20))),
  subscriptionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  verificationId: z.string().check(z.maxLength(64)),
  transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  languagePreference: z.optional(z.enum(['en-US', 'en-CA', 'fr-CA'])),
  ...careCaptchaFields,
});
export type PurchaseStudentRolloverRequest = z.infer<typeof purchaseStudentRolloverRequestSchema>;

export const purchaseResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  orderId: z.string(),
  /**
   * The account the plan is on; null when the buyer has not shown they hold it (a paid plan
   * following a radio's trial, bought by its deviceRef without the owner signed in).
   */
  accountNumber: z.nullable(z.string()),
  subscriptionId: z.string(),
  radioId: z.nullable(z.string()),
  /** Last four of the radio, for the confirmation page. */
  radioIdLastFour: z.nullable(z.string()),
  email: z.string(),
  maskedUsername: z.nullable(z.string()),
  isUserNameSameAsEmail: z.boolean(),
  isOfferStreamingEligible: z.boolean(),
  isEligibleForRegistration: z.boolean(),
  isRefreshAllowed: z.boolean(),
  invoiceNumber: z.nullable(z.string()),
  /** What was charged today, and what comes next. */
  amountCharged: moneySchema,
  giftCardAmountApplied: moneySchema,
  campaignId: z.nullable(z.string()),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

/**
 * Why a purchase was refused, as error codes the checkout switches on (flows §2.1 step 5): a card
 * problem sends the customer back to payment with a new transaction id, a password problem back
 * to credentials.
 */
export const PURCHASE_ERROR_CODES = {
  CREDIT_CARD_ERROR: 'CREDIT_CARD_ERROR',
  CARD_DECLINED: 'CARD_DECLINED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  FRAUD_REJECT: 'FRAUD_REJECT',
  PASSWORD_POLICY: 'PASSWORD_POLICY_NOT_MET',
  PASSWORD_HAS_PII: 'PASSWORD_HAS_PERSONAL_DATA',
  USERNAME_IN_USE: 'USERNAME_IN_USE',
  OFFER_EXPIRED: 'OFFER_EXPIRED',
  OFFER_REDEEMED: 'OFFER_REDEEMED',
  INELIGIBLE_FOR_OFFER: 'INELIGIBLE_FOR_OFFER',
  ACTIVE_SATELLITE_SUBSCRIPTION: 'ACTIVE_SATELLITE_SUBSCRIPTION',
  NO_SUBSCRIPTION_TO_FOLLOW: 'NO_SUBSCRIPTION_TO_FOLLOW',
} as const;
