import * as z from 'zod/mini';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { phoneSchema } from '../validation/phone.ts';
import { careAccountRadioSchema } from './identified-account.ts';

/**
 * `POST /services/identity/customer/phone` (flows §1.1 "phone lookup", §8.2): the radios on the
 * accounts whose phone is this number (narrowed to those with this email when one is given), for
 * the refresh signal's landing of a phone receiver. Masked as every lookup answers: no name,
 * account number, address or email.
 */
export const careCustomerPhoneRequestSchema = /* @__PURE__ */ z.strictObject({
  phone: phoneSchema,
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  ...careCaptchaFields,
});
export type CareCustomerPhoneRequest = z.infer<typeof careCustomerPhoneRequestSchema>;

/** One account of the number: its radios (last four, vehicle, status, plan), masked. */
export const careCustomerPhoneAccountSchema = /* @__PURE__ */ z.object({
  radios: z.array(careAccountRadioSchema),
  hasActiveSubscription: z.boolean(),
});

export const careCustomerPhoneResultSchema = /* @__PURE__ */ z.object({
  /** None for a number on no account of the host's market (not an error). */
  accounts: z.array(careCustomerPhoneAccountSchema),
});
export type CareCustomerPhoneResult = z.infer<typeof careCustomerPhoneResultSchema>;
