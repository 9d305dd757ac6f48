import { z } from 'zod';
import { addressValidationResultSchema } from '../geography/address-validation.ts';
import { checkoutGiftCardSchema } from './purchase.ts';

/**
 * The checks the checkout makes before the order (flows §2.1 steps 3–4): `validate/customer-info`,
 * `check-eligibility/streaming`, `check-eligibility/captcha`, `identity/customer/email`, and the
 * quote request. Cards are checked by token (the tokenizer already ran Luhn and brand).
 */
export const careCustomerInfoRequestSchema = /* @__PURE__ */ z
  .object({
    email: z
      .object({ email: z.string().max(254), streaming: z.boolean() })
      .strict()
      .optional(),
    username: z
      .object({ userName: z.string().max(254), reuseUserName: z.boolean().optional() })
      .strict()
      .optional(),
    serviceAddress: z
      .object({
        streetAddress: z.string().max(100).optional(),
        city: z.string().max(60).optional(),
        state: z.string().max(2).optional(),
        zip: z.string().max(10),
        country: z.enum(['US', 'CA']).optional(),
      })
      .strict()
      .optional(),
    creditCard: z
      .object({ cardToken: z.string().min(1).max(200) })
      .strict()
      .optional(),
  })
  .strict();
export type CareCustomerInfoRequest = z.infer<typeof careCustomerInfoRequestSchema>;

export const careCustomerInfoResultSchema = /* @__PURE__ */ z.object({
  emailValidation: z.object({ valid: z.boolean() }).optional(),
  usernameValidation: z.object({ valid: z.boolean() }).optional(),
  addressValidation: addressValidationResultSchema.optional(),
  ccValidation: z.object({ valid: z.boolean(), prePaidBin: z.boolean() }).optional(),
});
export type CareCustomerInfoResult = z.infer<typeof careCustomerInfoResultSchema>;

export const careStreamingEligibilityRequestSchema = /* @__PURE__ */ z
  .object({
    planCode: z.string().min(1).max(60),
    firstName: z.string().max(50),
    lastName: z.string().max(50),
    email: z.string().max(254),
    zipCode: z.string().max(10),
    cardToken: z.string().min(1).max(200),
  })
  .strict();
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
      radioIdLastFour: z.string().nullable(),
    }),
  ),
});
export type CareCustomerEmailResult = z.infer<typeof careCustomerEmailResultSchema>;

/** `POST /services/quotes/quote` (flows §2.1 step 4d); answers the domain's `OrderQuote`. */
export const careQuoteRequestSchema = /* @__PURE__ */ z
  .object({
    planCodes: z
      .array(z.object({ planCode: z.string().min(1).max(60) }).strict())
      .min(1)
      .max(4),
    followOnPlanCodes: z.array(z.string().min(1).max(60)).max(4).optional(),
    serviceAddress: z
      .object({
        streetAddress: z.string().max(100),
        city: z.string().max(60),
        state: z.string().length(2),
        postalCode: z.string().max(10),
        country: z.enum(['US', 'CA']),
      })
      .strict(),
    subscriptionId: z.string().max(64).optional(),
    /**
     * The radio found on this care session (find-your-radio, a link's token). When it is in a
     * trial, the plans are quoted as following it: priced from the trial's end, nothing due
     * today (what `purchase/change-subscription` with this deviceRef charges).
     */
    deviceRef: z.string().min(1).max(200).optional(),
    marketingPromoCode: z.string().max(40).optional(),
    /**
     * A plan change's gift card (a `subscriptionId` past its trial only), sent exactly as the
     * purchase then sends it in `paymentInfo.giftCards`: the preview takes its balance first and
     * `currentBalance` is what the card pays. The purchase must send the same card.
     */
    giftCards: z.array(checkoutGiftCardSchema).max(1).optional(),
    /** The student verification a student plan is quoted with (ADR 066), as its purchase sends it. */
    verificationId: z.string().max(64).optional(),
    /** The language package names are given in; the market's default when absent. */
    locale: z.enum(['en-US', 'en-CA', 'fr-CA']).optional(),
  })
  .strict();
export type CareQuoteRequest = z.infer<typeof careQuoteRequestSchema>;
