import * as z from 'zod/mini';
import { humanCheckProofSchema } from '../human-check/human-check.ts';
import { DEFAULT_LOCALE, LOCALES } from '../locale/locales.ts';
import { CONTACT_OPTION_TYPES } from './login-info.ts';

export const OTP_OPTIONS = CONTACT_OPTION_TYPES;
export type OtpOption = (typeof OTP_OPTIONS)[number];

/**
 * Why a passcode is sent; it chooses the wording of the message and what the redeemed grant may
 * be used for. VERIFY_CONTACT codes (initiate-verification) prove a new email or phone; the
 * others prove the identity's own contact and may sign in or re-authenticate.
 */
export const OTP_CONTEXTS = ['SIGN_IN', 'SIGN_UP', 'REAUTHENTICATE', 'VERIFY_CONTACT'] as const;
export type OtpContext = (typeof OTP_CONTEXTS)[number];

/** `POST otp/v1/initiate` (spec 001 §3: language defaults to en-US). */
export const otpInitiateRequestSchema = z.strictObject({
  identityId: z.string().check(z.minLength(1), z.maxLength(64)),
  otpOption: z.enum(OTP_OPTIONS),
  otpContext: z._default(z.enum(['SIGN_IN', 'SIGN_UP', 'REAUTHENTICATE']), 'SIGN_IN'),
  language: z._default(z.enum(LOCALES), DEFAULT_LOCALE),
  /** A solved human check, once the destination's send budget is spent (ADR 024). */
  humanCheck: z.optional(humanCheckProofSchema),
});
export type OtpInitiateRequest = z.input<typeof otpInitiateRequestSchema>;

/** `POST otp/v1/initiate-verification`: a code to a new email or phone of the signed-in identity. */
export const otpInitiateVerificationRequestSchema = z.strictObject({
  otpOption: z.enum(OTP_OPTIONS),
  /** The new value to verify: an email for EMAIL, a phone number for PHONE. */
  destination: z.string().check(z.minLength(1), z.maxLength(254)),
  language: z._default(z.enum(LOCALES), DEFAULT_LOCALE),
  /** A solved human check, once the destination's send budget is spent (ADR 024). */
  humanCheck: z.optional(humanCheckProofSchema),
});
export type OtpInitiateVerificationRequest = z.input<typeof otpInitiateVerificationRequestSchema>;

/**
 * A passcode was sent (or, for a handle nobody has, pretended to be): by which option, until
 * when it works, and when the customer may ask again. Where it went is in the login info's
 * contact options (masked), which the client already has.
 */
export const otpDeliverySchema = z.object({
  otpOption: z.enum(OTP_OPTIONS),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
});
export type OtpDelivery = z.infer<typeof otpDeliverySchema>;

/** `POST otp/v1/redeem` */
export const otpRedeemRequestSchema = z.strictObject({
  identityId: z.string().check(z.minLength(1), z.maxLength(64)),
  otp: z.string().check(z.minLength(1), z.maxLength(16)),
});
export type OtpRedeemRequest = z.infer<typeof otpRedeemRequestSchema>;

/**
 * The OTP grant: single use, a few minutes. Traded at identity/v1/authenticate/otp for a sign-in,
 * or sent as `reauthenticationGrant` / `verificationGrant` with a credential change.
 */
export const otpRedeemResponseSchema = z.object({
  grant: z.string(),
  grantExpiresAt: z.string(),
});
export type OtpRedeemResponse = z.infer<typeof otpRedeemResponseSchema>;

const OTP_SHAPE = /^\d{6}$/;

/** Six digits; spaces or a dash a customer pasted in are dropped first. */
export function normalizeOtp(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '');
  return OTP_SHAPE.test(digits) ? digits : undefined;
}
