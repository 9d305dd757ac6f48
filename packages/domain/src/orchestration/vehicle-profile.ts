import * as z from 'zod/mini';
import { radioIdSchema } from '../validation/radio-id.ts';
import { vinSchema } from '../validation/vin.ts';

/**
 * `POST profile/v1/profiles/auto` (spec 001 §7 auto-profile creation): a car's head unit asks a
 * listening profile for the signed-in identity on this vehicle. It names the vehicle by radio id
 * or VIN (neither: DEVICE_INFORMATION_REQUIRED) and, when the car maker has one, its driver slot.
 */
export const autoProfileRequestSchema = /* @__PURE__ */ z.strictObject({
  radioId: z.optional(radioIdSchema),
  vin: z.optional(vinSchema),
  oemDriverId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type AutoProfileRequest = z.infer<typeof autoProfileRequestSchema>;

/**
 * The profile and its vehicle profile grant: a signed token, valid for `expiresAt`, for this one
 * vehicle and identity, which `detailed-state device` takes. 201 when created, 200 for the same
 * call again (a fresh grant for the same profile).
 */
export const autoProfileResponseSchema = /* @__PURE__ */ z.object({
  profileId: z.string(),
  radioId: z.string(),
  oemDriverId: z.nullable(z.string()),
  vehicleProfileGrant: z.string(),
  expiresAt: z.string(),
  /** True exactly on the 201 that created the profile. */
  created: z.boolean(),
});
export type AutoProfileResponse = z.infer<typeof autoProfileResponseSchema>;

/**
 * 409 ALREADY_HAS_PROFILE: the identity already has a profile on this vehicle for another driver
 * slot. The error body's `extras` carries that profile and its grant, which the SDK returns as
 * `vehicleProfileGrant` (spec §7: "on 409 with an already-has-a-profile code").
 */
export const ALREADY_HAS_PROFILE = 'ALREADY_HAS_PROFILE';
export const alreadyHasProfileExtrasSchema = autoProfileResponseSchema;

/** What the SDK answers for 200, 201 and 409 alike: whether this call created the profile. */
export type AutoProfileOutcome = AutoProfileResponse & {
  outcome: 'created' | 'existing' | 'alreadyHasProfile';
};
