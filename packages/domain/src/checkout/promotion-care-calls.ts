import * as z from 'zod/mini';
import { LOCALES } from '../locale/locales.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { trialCustomerSchema } from '../trials/trial-care-calls.ts';

/**
 * `POST /purchase/zero-cost` (flows §4.3, ADR 042): a never-activated radio, found on this care
 * session (`deviceRef` of `device/validate`), gets the free plan a zero-cost promo code opens, on
 * a new account with no card. The customer is asked as the trial forms ask it; the password
 * creates the account's sign-in with the email as username (registration on the spot).
 */
export const careZeroCostActivationRequestSchema = /* @__PURE__ */ z.strictObject({
  marketingPromoCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  deviceRef: z.string().check(z.minLength(1), z.maxLength(200)),
  customer: trialCustomerSchema,
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  languagePreference: z.enum(LOCALES),
  agreementAccepted: z.literal(true),
  transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  ...careCaptchaFields,
});
export type CareZeroCostActivationRequest = z.infer<typeof careZeroCostActivationRequestSchema>;

/**
 * What the activation answers. It never says whether the sign-in was created (ADR 025): when the
 * email already signs in, the account is made without one and only the mailbox learns why.
 */
export const careZeroCostActivationSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  accountNumber: z.string(),
  subscriptionId: z.string(),
  radioIdLastFour: z.string(),
  email: z.string(),
  planCode: z.string(),
  packageName: z.string(),
  /** The last day the free plan plays (`YYYY-MM-DD`). */
  freeUntil: z.iso.date(),
  /** The package includes listening in the app. */
  isOfferStreamingEligible: z.boolean(),
});
export type CareZeroCostActivation = z.infer<typeof careZeroCostActivationSchema>;
