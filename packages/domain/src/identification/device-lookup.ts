import * as z from 'zod/mini';
import { DEVICE_TYPES } from '../account/device-types.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';

/**
 * Find-your-radio (flows §1.3, §2.2 step 2): `POST /services/device/validate` with exactly one of a
 * radio id, a VIN (check digit validated first), or a licence plate with its state and the
 * customer's consent. It answers what a visitor may see — never a name, address or full radio id
 * they did not type — and a `deviceRef`: an opaque handle, bound to the care session for 30
 * minutes, that later calls (offers, purchase) use for the radio.
 */
export const careDeviceLookupRequestSchema = /* @__PURE__ */ z.strictObject({
  radioId: z.optional(z.string().check(z.trim(), z.maxLength(12))),
  vin: z.optional(z.string().check(z.trim(), z.maxLength(17))),
  licensePlate: z.optional(z.string().check(z.trim(), z.maxLength(8))),
  state: z.optional(z.string().check(z.trim(), z.maxLength(2))),
  consent: z.optional(z.boolean()),
  ...careCaptchaFields,
});
export type CareDeviceLookupRequest = z.infer<typeof careDeviceLookupRequestSchema>;

export const DEVICE_LOOKUP_STATUSES = ['new', 'active', 'inactive', 'closed'] as const;

/**
 * A radio as someone not signed in may see it, the part every radio answer shares (find-your-
 * radio, device info, the radios of an identified account): the last four of its id only.
 */
export const careMaskedRadioSchema = /* @__PURE__ */ z.object({
  /** Opaque, bound to this care session for 30 minutes: offers and purchases name the radio by it. */
  deviceRef: z.string(),
  radioIdLastFour: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  vehicle: z.nullable(
    z.object({ year: z.nullable(z.number().check(z.int())), make: z.string(), model: z.string() }),
  ),
  status: z.enum(DEVICE_LOOKUP_STATUSES),
});
export type CareMaskedRadio = z.infer<typeof careMaskedRadioSchema>;

export const careDeviceLookupResultSchema = /* @__PURE__ */ z.extend(careMaskedRadioSchema, {
  /** An active paid subscription: the checkout sends the customer to the active-subscription page. */
  hasActiveSubscription: z.boolean(),
  /** The account behind it has a usable card and the caller is its signed-in owner. */
  cardOnFile: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
});
export type CareDeviceLookupResult = z.infer<typeof careDeviceLookupResultSchema>;
