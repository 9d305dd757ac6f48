import * as z from 'zod/mini';
import type { OfferPhase } from '../catalog/offer.ts';
import { purchaseAddressSchema, streamingInfoSchema } from '../checkout/purchase.ts';
import { LOCALES } from '../locale/locales.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';

/**
 * The streaming roll-to-drop trial (flows §3.6, ADR 057): a streaming offer that is free for a
 * while and then ends — no phase runs on, so nothing is ever charged unless a paid plan is
 * bought to follow it (`purchase/new-account` with `followOnPlans`).
 */
export function isRollToDropTrial(phases: readonly OfferPhase[]): boolean {
  return (
    phases.length > 0 &&
    phases[0]?.type === 'Free' &&
    phases.every((phase) => phase.duration.kind === 'finite')
  );
}

/** The months a roll-to-drop trial lasts (its phases together). */
export function rollToDropMonths(phases: readonly OfferPhase[]): number {
  return phases.reduce(
    (months, phase) => months + (phase.duration.kind === 'finite' ? phase.duration.months : 0),
    0,
  );
}

/**
 * `POST /trial-activation/new-account` for a streaming trial (flows §3.6 "trial only"): no radio,
 * no card — the plan (a roll-to-drop streaming trial of this market), the customer at the
 * service address and the streaming sign-in to create. Idempotency-Key = `transactionId`.
 */
export const careStreamingTrialNewAccountRequestSchema = /* @__PURE__ */ z.strictObject({
  plans: z
    .array(z.strictObject({ planCode: z.string().check(z.minLength(1), z.maxLength(60)) }))
    .check(z.minLength(1), z.maxLength(1)),
  serviceAddress: purchaseAddressSchema,
  streamingInfo: streamingInfoSchema,
  marketingPromoCode: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  languagePreference: z.enum(LOCALES),
  agreementAccepted: z.literal(true),
  transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  ...careCaptchaFields,
});
export type CareStreamingTrialNewAccountRequest = z.infer<
  typeof careStreamingTrialNewAccountRequestSchema
>;

/**
 * `POST /trial-activation/add-subscription` for a streaming trial (flows §3.6, ADR 060): the trial
 * alone onto an account the signed-in customer owns — no second account, no new sign-in, no card.
 * Someone else's account: 403 CLAIMING_WITH_UNAUTHORIZED_USER; a customer who already had
 * streaming: 409 INELIGIBLE_FOR_OFFER. Idempotency-Key = `transactionId`.
 */
export const careStreamingTrialAddSubscriptionRequestSchema = /* @__PURE__ */ z.strictObject({
  plans: z
    .array(z.strictObject({ planCode: z.string().check(z.minLength(1), z.maxLength(60)) }))
    .check(z.minLength(1), z.maxLength(1)),
  accountNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  languagePreference: z.enum(LOCALES),
  agreementAccepted: z.literal(true),
  transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
});
export type CareStreamingTrialAddSubscriptionRequest = z.infer<
  typeof careStreamingTrialAddSubscriptionRequestSchema
>;

/**
 * The program code the streaming trial page asks offers with when its link names none: it opens
 * the market's roll-to-drop trial and the paid plan that may follow it.
 */
export const STREAMING_TRIAL_PROGRAM_CODES = {
  us: 'USSTREAMRTD3MOFREE',
  ca: 'CASTREAMRTD3MOFREE',
} as const;

/** Whether a program code is one of the streaming trial's (the offers call opens them too). */
export function isStreamingTrialProgramCode(code: string): boolean {
  const normalised = code.trim().toUpperCase();
  return Object.values(STREAMING_TRIAL_PROGRAM_CODES).some((known) => known === normalised);
}
