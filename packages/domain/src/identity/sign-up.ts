import * as z from 'zod/mini';
import { humanCheckProofSchema } from '../human-check/human-check.ts';
import { LOCALES } from '../locale/locales.ts';
import { identityGrantSchema, identitySchema } from './identity.ts';

/*
 * Request schemas check types and sizes only. Whether an email, username or password is
 * acceptable is decided by the rules (contact-rules.ts, password-rules.ts), so that a bad one
 * answers its own code (INVALID_EMAIL_ERROR, USERNAME_IN_USE…) rather than INVALID_PAYLOAD.
 */
const text = (max: number) => z.string().check(z.maxLength(max));

/** A consent the customer gave while signing up (spec 001 §3, §7 updateAccount). */
export const privacyAgreementSchema = z.strictObject({
  consentType: text(64).check(z.minLength(1)),
  countryCode: text(2).check(z.minLength(2)),
  platform: text(16).check(z.minLength(1)),
  version: text(32).check(z.minLength(1)),
  language: text(5).check(z.minLength(2)),
});
export type PrivacyAgreement = z.infer<typeof privacyAgreementSchema>;

/** `POST identity/v1/identities`: the first sign-up form, an email and maybe a password. */
export const createIdentityV1RequestSchema = z.strictObject({
  emailAddress: text(254),
  /** Absent: a passwordless identity, finished with a one-time passcode sent to the email. */
  password: z.optional(text(128)),
  language: z.optional(z.enum(LOCALES)),
  /**
   * A solved human check (ADR 024), sent only after a 428 CAPTCHA_REQUIRED: the email's send
   * budget was spent, by the customer or by anyone else.
   */
  humanCheck: z.optional(humanCheckProofSchema),
});
export type CreateIdentityV1Request = z.infer<typeof createIdentityV1RequestSchema>;

/**
 * `POST identity/v2/identities`: v1 plus what the newer sign-up screens collect in one step. A
 * username (6–20 letters and digits) becomes the handle instead of the email; the names and the
 * phone are checked against the password (personal data) and kept as contact and profile; the
 * consents given on the form are recorded with the identity. The account link is not taken from
 * the client: linking needs proof of the account, which the accounts capability owns.
 */
export const createIdentityV2RequestSchema = z.strictObject(
  z.extend(createIdentityV1RequestSchema, {
    username: z.optional(text(254)),
    phoneNumber: z.optional(text(32)),
    firstName: z.optional(text(50)),
    lastName: z.optional(text(50)),
    privacyAgreements: z.optional(z.array(privacyAgreementSchema).check(z.maxLength(10))),
  }).shape,
);
export type CreateIdentityV2Request = z.infer<typeof createIdentityV2RequestSchema>;

/** CREATED: a new identity. SIGNED_IN: the email had one and the password was right (spec 001 §4). */
export const SIGN_UP_OUTCOMES = ['CREATED', 'SIGNED_IN'] as const;
export type SignUpOutcome = (typeof SIGN_UP_OUTCOMES)[number];

export const createIdentityResponseSchema = z.object({
  outcome: z.enum(SIGN_UP_OUTCOMES),
  identity: identitySchema,
  identityGrant: identityGrantSchema,
});
export type CreateIdentityResponse = z.infer<typeof createIdentityResponseSchema>;

/** `extras` of WAITING_ON_ONE_TIME_PASSWORD_ERROR: where the code went, and for which identity. */
export const waitingOnOneTimePasswordExtrasSchema = z.object({
  identityId: z.string(),
  maskedEmail: z.string(),
  otpOption: z.literal('EMAIL'),
  expiresAt: z.string(),
});
export type WaitingOnOneTimePasswordExtras = z.infer<typeof waitingOnOneTimePasswordExtrasSchema>;

/** `GET identity/v1/identities/sign-up-status?emailAddress=`: may this email sign up? */
export const signUpStatusQuerySchema = z.strictObject({ emailAddress: text(254) });
export const signUpStatusSchema = z.object({
  eligible: z.boolean(),
  /** Why not: the code identities-create would answer. */
  reason: z.nullable(z.enum(['IDENTITY_ALREADY_EXISTS_ERROR', 'INVALID_EMAIL_ERROR'])),
});
export type SignUpStatus = z.infer<typeof signUpStatusSchema>;
