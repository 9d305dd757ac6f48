import * as z from 'zod/mini';
import { addressValidationResultSchema } from '../geography/address-validation.ts';
import { checkoutGiftCardSchema } from './purchase.ts';

/**
 * The checks the checkout makes before the order (flows §2.1 steps 3–4): `validate/customer-info`,
 * `check-eligibility/streaming`, `check-eligibility/captcha`, `identity/customer/email`, and the
 * quote request. Cards are checked by token (the tokenizer already ran Luhn and brand).
 */
export const careCustomerInfoRequestSchema = /* @__PURE__ */ z.strictObject({
  email: z.optional(
    z.strictObject({ email: z.string().check(z.maxLength(254)), streaming: z.boolean() }),
  ),
  username: z.optional(
    z.strictObject({
      userName: z.string().check(z.maxLength(254)),
      reuseUserName: z.optional(z.boolean()),
    }),
  ),
  serviceAddress: z.optional(
    z.strictObject({
      streetAddress: z.optional(z.string().check(z.maxLength(100))),
      city: z.optional(z.string().check(z.maxLength(60))),
      state: z.optional(z.string().check(z.maxLength(2))),
      zip: z.string().check(z.maxLength(10)),
      country: z.optional(z.enum(['US', 'CA'])),
    }),
  ),
  creditCard: z.optional(
    z.strictObject({ cardToken: z.string().check(z.minLength(1), z.maxLength(200)) }),
  ),
});
export type CareCustomerInfoRequest = z.infer<typeof careCustomerInfoRequestSchema>;

export const careCustomerInfoResultSchema = /* @__PURE__ */ z.object({
  emailValidation: z.optional(z.object({ valid: z.boolean() })),
  usernameValidation: z.optional(z.object({ valid: z.boolean() })),
  addressValidation: z.optional(addressValidationResultSchema),
  ccValidation: z.optional(z.object({ valid: z.boolean(), prePaidBin: z.boolean() })),
});
export type CareCustomerInfoResult = z.infer<typeof careCustomerInfoResultSchema>;

export const careStreamingEligibilityRequestSchema = /* @__PURE__ */ z.strictObject({
  planCode: z.string().check(z.minLength(1), z.maxLength(60)),
  firstName: z.string().check(z.maxLength(50)),
  lastName: z.string().check(z.maxLength(50)),
  email: z.string().check(z.maxLength(254)),
  zipCode: z.string().check(z.maxLength(10)),
  cardToken: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const careStreamingEligibilityResultSchema = /* @__PURE__ */ z.object({
  isEligible: z.boolean(),
  eligibilityCheckExecuted: z.boolean(),
});

export const careCaptchaCheckResultSchema = /* @__PURE__ */ z.object({
  status: z.enum(['NOT_REQUIRED', 'REQUIRED']),
});

/** `POST /services/identity/customer/email`: what this email already has, masked (flows §2.1 step 3b). */
export const careCustomerEmailResultSchema = /* @__PURE__ */ z.object({
  streamingSubscriptions: z.array(
    z.object({ maskedEmail: z.string(), planName: z.string(), subscriptionId: z.string() }),
  ),
  trialSubscriptions: z.array(
    z.object({
      maskedEmail: z.string(),
      planName: z.string(),
      subscriptionId: z.string(),
      radioIdLastFour: z.nullable(z.string()),
    }),
  ),
});
export type CareCustomerEmailResult = z.infer<typeof careCustomerEmailResultSchema>;

/** `POST /services/quotes/quote` (flows §2.1 step 4d); answers the domain's `OrderQuote`. */
export const careQuoteRequestSchema = /* @__PURE__ */ z.strictObject({
  planCodes: z
    .array(z.strictObject({ planCode: z.string().check(z.minLength(1), z.maxLength(60)) }))
    .check(z.minLength(1), z.maxLength(4)),
  followOnPlanCodes: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.maxLength(4)),
  ),
  serviceAddress: z.strictObject({
    streetAddress: z.string().check(z.maxLength(100)),
    city: z.string().check(z.maxLength(60)),
    state: z.string().check(z.length(2)),
    postalCode: z.string().check(z.maxLength(10)),
    country: z.enum(['US', 'CA']),
  }),
  subscriptionId: z.optional(z.string().check(z.maxLength(64))),
  /**
   * The radio found on this care session (find-your-radio, a link's token). When it is in a
   * trial, the plans are quoted as following it: priced from the trial's end, nothing due
   * today (what `purchase/change-subscription` with this deviceRef charges).
   */
  deviceRef: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  marketingPromoCode: z.optional(z.string().check(z.maxLength(40))),
  /**
   * A plan change's gift card (a `subscriptionId` past its trial only), sent exactly as the
   * purchase then sends it in `paymentInfo.giftCards`: the preview takes its balance first and
   * `currentBalance` is what the card pays. The purchase must send the same card.
   */
  giftCards: z.optional(z.array(checkoutGiftCardSchema).check(z.maxLength(1))),
  /** The student verification a student plan is quoted with (ADR 066), as its purchase sends it. */
  verificationId: z.optional(z.string().check(z.maxLength(64))),
  /** The language package names are given in; the market's default when absent. */
  locale: z.optional(z.enum(['en-US', 'en-CA', 'fr-CA'])),
});
export type CareQuoteRequest = z.infer<typeof careQuoteRequestSchema>;
