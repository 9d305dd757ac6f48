import * as z from 'zod/mini';
import { identitySchema } from './identity.ts';

/**
 * Proof that the person changing a credential is the owner, not someone holding a stolen or
 * forgotten-open session (ADR 007). One of: the current password; a grant from an OTP redeemed
 * within the last minutes; or, with neither, a session signed in within the last 5 minutes.
 */
export const reauthenticationFields = {
  currentPassword: z.optional(z.string().check(z.maxLength(128))),
  /** An OTP grant (otp/v1/redeem of a code sent with otpContext REAUTHENTICATE or SIGN_IN). */
  reauthenticationGrant: z.optional(z.string().check(z.maxLength(256))),
};

/** `POST identitygroups/v1/change-handle`: a new email address or username to sign in with. */
export const changeHandleRequestSchema = z.strictObject({
  handle: z.string().check(z.maxLength(254)),
  /** Optional proof (initiate-verification + redeem) that the new email is the customer's. */
  verificationGrant: z.optional(z.string().check(z.maxLength(256))),
  ...reauthenticationFields,
});
export type ChangeHandleRequest = z.infer<typeof changeHandleRequestSchema>;

/** `POST identitygroups/v1/change-password`: checked by the same rules as at sign-up. */
export const changePasswordRequestSchema = z.strictObject({
  newPassword: z.string().check(z.maxLength(128)),
  ...reauthenticationFields,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `POST identitygroups/v1/change-phone-number` */
export const changePhoneNumberRequestSchema = z.strictObject({
  phoneNumber: z.string().check(z.maxLength(32)),
  verificationGrant: z.optional(z.string().check(z.maxLength(256))),
  ...reauthenticationFields,
});
export type ChangePhoneNumberRequest = z.infer<typeof changePhoneNumberRequestSchema>;

export const credentialChangeResponseSchema = z.object({
  identity: identitySchema,
  /** Other sessions of the identity ended by the change (a new password signs out everywhere else). */
  otherSessionsRevoked: z.number().check(z.int(), z.gte(0)),
});
export type CredentialChangeResponse = z.infer<typeof credentialChangeResponseSchema>;

/** `DELETE orchestration/v1/identities`: the body is optional (re-authentication, as above). */
export const deleteIdentityRequestSchema = z.strictObject(reauthenticationFields);
export const deleteIdentityResponseSchema = z.object({
  deleted: z.literal(true),
  revokedSessions: z.number().check(z.int(), z.gte(0)),
});
export type DeleteIdentityResponse = z.infer<typeof deleteIdentityResponseSchema>;
