import * as z from 'zod/mini';

/**
 * The device authentication challenge: `POST device/v1/challenges` (with the device grant) hands
 * out a nonce; `POST device/v1/challenges/{challengeId}/verify` proves, once and before it expires,
 * that the same installation holds it.
 */
export const deviceChallengeSchema = z.object({
  challengeId: z.string().check(z.minLength(1)),
  nonce: z.string().check(z.minLength(1)),
  expiresAt: z.string(),
});
export type DeviceChallenge = z.infer<typeof deviceChallengeSchema>;

export const verifyDeviceChallengeRequestSchema = z.strictObject({
  nonce: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type VerifyDeviceChallengeRequest = z.infer<typeof verifyDeviceChallengeRequestSchema>;

export const deviceChallengeVerificationSchema = z.object({
  challengeId: z.string(),
  deviceId: z.string(),
  verified: z.literal(true),
  verifiedAt: z.string(),
});
export type DeviceChallengeVerification = z.infer<typeof deviceChallengeVerificationSchema>;

/** `POST device/v1/devices/register`: the device now belongs to the signed-in identity. */
export const deviceRegistrationSchema = z.object({
  deviceId: z.string(),
  identityId: z.string(),
  registeredAt: z.string(),
});
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>;
