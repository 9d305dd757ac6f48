import { z } from 'zod';
import { humanCheckProofSchema } from '../human-check/human-check.ts';
import { LOCALES } from '../locale/locales.ts';
import { identityGrantSchema, identitySchema } from './identity.ts';

/*
 * Request schemas check types and sizes only. Whether an email, username or password is
 * acceptable is decided by the rules (contact-rules.ts, password-rules.ts), so that a bad one
 * answers its own code (INVALID_EMAIL_ERROR, USERNAME_IN_USE…) rather than INVALID_PAYLOAD.
 */
const text = (max: number) => z.string().max(max);

/** A consent the customer gave while signing up (spec 001 §3, §7 updateAccount). */
export const privacyAgreementSchema = z
  .object({
    consentType: text(64).min(1),
    countryCode: text(2).min(2),
    platform: text(16).min(1),
    version: text(32).min(1),
    language: text(5).min(2),
  })
  .strict();
export type PrivacyAgreement = z.infer<typeof privacyAgreementSchema>;

/** `POST identity/v1/identities`: the first sign-up form, an email and maybe a password. */
export const createIdentityV1RequestSchema = z
  .object({
    emailAddress: text(254),
    /** Absent: a passwordless identity, finished with a one-time passcode sent to the email. */
    password: text(128).optional(),
    language: z.enum(LOCALES).optional(),
    /**
     * A solved human check (ADR 024), sent only after a 428 CAPTCHA_REQUIRED: the email's send
     * budget was spent, by the customer or by anyone else.
     */
    humanCheck: humanCheckProofSchema.optional(),
  })
  .strict();
export type CreateIdentityV1Request = z.infer<typeof createIdentityV1RequestSchema>;

/**
 * `POST identity/v2/identities`: v1 plus what the newer sign-up screens collect in one step. A
 * username (6–20 letters and digits) becomes the handle instead of the email; the names and the
 * phone are checked against the password (personal data) and kept as contact and profile; the
 * consents given on the form are recorded with the identity. The account link is not taken from
 * the client: linking needs proof of the account, which the accounts capability owns.
 */
export const createIdentityV2RequestSchema = createIdentityV1RequestSchema
  .extend({
    username: text(254).optional(),
    phoneNumber: text(32).optional(),
    firstName: text(50).optional(),
    lastName: text(50).optional(),
    privacyAgreements: z.array(privacyAgreementSchema).max(10).optional(),
  })
  .strict();
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
export const signUpStatusQuerySchema = z.object({ emailAddress: text(254) }).strict();
export const signUpStatusSchema = z.object({
  eligible: z.boolean(),
  /** Why not: the code identities-create would answer. */
  reason: z.enum(['IDENTITY_ALREADY_EXISTS_ERROR', 'INVALID_EMAIL_ERROR']).nullable(),
});
export type SignUpStatus = z.infer<typeof signUpStatusSchema>;
