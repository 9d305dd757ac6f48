import * as z from 'zod/mini';
import { humanCheckProofSchema } from '../human-check/human-check.ts';

/**
 * Registration on the spot (flows §2.2 step 5, ADR 051): the thanks page of a purchase that left
 * its account without a sign-in offers to create one, for the purchase's email.
 */

const accountNumberSchema = /* @__PURE__ */ z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(32));

export const careRegistrationOfferRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: accountNumberSchema,
});
export type CareRegistrationOfferRequest = z.infer<typeof careRegistrationOfferRequestSchema>;

export const careRegistrationOfferSchema = /* @__PURE__ */ z.object({
  /** True only for the care session that bought it, within the window, while it has no sign-in. */
  offered: z.boolean(),
  /** Where the code will go (the purchase's email, masked); null when not offered. */
  maskedEmail: z.nullable(z.string()),
});
export type CareRegistrationOffer = z.infer<typeof careRegistrationOfferSchema>;

export const careRegisterRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: accountNumberSchema,
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  /** A solved check, once the email's send budget is spent (ADR 024). */
  humanCheck: z.optional(humanCheckProofSchema),
});
export type CareRegisterRequest = z.infer<typeof careRegisterRequestSchema>;
