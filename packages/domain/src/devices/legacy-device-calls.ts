import * as z from 'zod/mini';

/**
 * `purchase/link-device` (legacy, spec 001 §7; ADR 081): a signed-in customer links the TV or
 * car showing an activation code to listen on one of their subscriptions. The code is a
 * device-authorization user code (ADR 008), the same a TV shows at `user-codes/authorize`.
 */
export const careLinkDeviceRequestSchema = z.strictObject({
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The code on the device's screen (`BCDF-GHJK`; case, spaces and dash ignored). */
  activationCode: z.string().check(z.minLength(1), z.maxLength(16)),
});
export type CareLinkDeviceRequest = z.infer<typeof careLinkDeviceRequestSchema>;

export const careLinkDeviceResultSchema = z.object({
  status: z.literal('SUCCESS'),
  /** What was linked: the device's next poll gets its sign-in. */
  flow: z.enum(['tv', 'car']),
  subscriptionId: z.string(),
});
export type CareLinkDeviceResult = z.infer<typeof careLinkDeviceResultSchema>;

/**
 * `account/oem` (legacy, spec 001 §7; ADR 081): the car-maker (OEM) record of the vehicle whose
 * radio plays one of the signed-in customer's subscriptions — the care API's twin of
 * `client-orchestration/v1/detailed-state/subscription/{subscriptionId}` (ADR 054).
 */
export const careAccountOemRequestSchema = z.strictObject({
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type CareAccountOemRequest = z.infer<typeof careAccountOemRequestSchema>;
