import * as z from 'zod/mini';
import { maskEmail } from '../account/masking.ts';
import { SUBSCRIPTION_STATUS_LABELS } from '../account/subscription-status.ts';
import { careMaskedRadioSchema } from './device-lookup.ts';
import { IDENTIFICATION_KINDS, type IdentificationKind } from './identification-methods.ts';

/**
 * What an account lookup answers (flows §1.1 "non-PII account"): enough for customers to
 * recognise their radios and choose one, nothing a stranger could use. Radio ids show their
 * last four only, streaming sign-ins are masked, and no name, address, phone, email or account
 * number is ever sent — except the first name, and only once the customer has proven last name,
 * phone and zip (FLEPZ, or LPZ verification), since they typed it themselves.
 */
export const careAccountRadioSchema = /* @__PURE__ */ z.extend(careMaskedRadioSchema, {
  /** The package of its running subscription (a trial included); null: "No active service". */
  planName: z.nullable(z.string()),
  /** A paid subscription runs on it (not a trial). */
  hasActiveSubscription: z.boolean(),
});
export type CareAccountRadio = z.infer<typeof careAccountRadioSchema>;

export const careAccountStreamingSchema = /* @__PURE__ */ z.object({
  subscriptionId: z.string(),
  /** The streaming sign-in, masked: j******@example.com, or o****** for a username. */
  maskedUsername: z.string(),
  planName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUS_LABELS),
});
export type CareAccountStreaming = z.infer<typeof careAccountStreamingSchema>;

export const careIdentifiedAccountSchema = /* @__PURE__ */ z.object({
  /** How the care session identified the account (analytics' authenticationType). */
  authenticationType: z.enum(IDENTIFICATION_KINDS as [IdentificationKind, ...IdentificationKind[]]),
  /**
   * Last name, phone and zip are proven on this care session (or its signed-in owner looked it
   * up): account calls that accept an identified customer (paying a bill) are open.
   */
  verified: z.boolean(),
  /** Only when verified. */
  firstName: z.nullable(z.string()),
  radios: z.array(careAccountRadioSchema),
  streaming: z.array(careAccountStreamingSchema),
  /** A paid subscription runs on the account: the page offers to sign in and manage it. */
  hasActiveSubscription: z.boolean(),
});
export type CareIdentifiedAccount = z.infer<typeof careIdentifiedAccountSchema>;

/**
 * A streaming sign-in as a stranger may see it: an email masked as emails are (spec 001 §5),
 * a username as its first character and six stars.
 */
export function maskUsername(username: string): string {
  const value = username.trim();
  return value.lastIndexOf('@') >= 1 ? maskEmail(value) : `${value.charAt(0)}******`;
}
