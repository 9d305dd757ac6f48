import { z } from 'zod';
import { identitySchema } from './identity.ts';

/**
 * Proof that the person changing a credential is the owner, not someone holding a stolen or
 * forgotten-open session (ADR 007). One of: the current password; a grant from an OTP redeemed
 * within the last minutes; or, with neither, a session signed in within the last 5 minutes.
 */
export const reauthenticationFields = {
  currentPassword: z.string().max(128).optional(),
  /** An OTP grant (otp/v1/redeem of a code sent with otpContext REAUTHENTICATE or SIGN_IN). */
  reauthenticationGrant: z.string().max(256).optional(),
};

/** `POST identitygroups/v1/change-handle`: a new email address or username to sign in with. */
export const changeHandleRequestSchema = z
  .object({
    handle: z.string().max(254),
    /** Optional proof (initiate-verification + redeem) that the new email is the customer's. */
    verificationGrant: z.string().max(256).optional(),
    ...reauthenticationFields,
  })
  .strict();
export type ChangeHandleRequest = z.infer<typeof changeHandleRequestSchema>;

/** `POST identitygroups/v1/change-password`: checked by the same rules as at sign-up. */
export const changePasswordRequestSchema = z
  .object({ newPassword: z.string().max(128), ...reauthenticationFields })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `POST identitygroups/v1/change-phone-number` */
export const changePhoneNumberRequestSchema = z
  .object({
    phoneNumber: z.string().max(32),
    verificationGrant: z.string().max(256).optional(),
    ...reauthenticationFields,
  })
  .strict();
export type ChangePhoneNumberRequest = z.infer<typeof changePhoneNumberRequestSchema>;

export const credentialChangeResponseSchema = z.object({
  identity: identitySchema,
  /** Other sessions of the identity ended by the change (a new password signs out everywhere else). */
  otherSessionsRevoked: z.number().int().min(0),
});
export type CredentialChangeResponse = z.infer<typeof credentialChangeResponseSchema>;

/** `DELETE orchestration/v1/identities`: the body is optional (re-authentication, as above). */
export const deleteIdentityRequestSchema = z.object(reauthenticationFields).strict();
export const deleteIdentityResponseSchema = z.object({
  deleted: z.literal(true),
  revokedSessions: z.number().int().min(0),
});
export type DeleteIdentityResponse = z.infer<typeof deleteIdentityResponseSchema>;
