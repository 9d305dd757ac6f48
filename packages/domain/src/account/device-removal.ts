import * as z from 'zod/mini';

/** Why a customer removes an inactive radio from the account; the code is what travels. */
export const DEVICE_REMOVAL_REASONS = [
  { code: 'VEHICLE_SOLD_OR_TRADED', description: 'Vehicle sold or traded' },
  { code: 'RADIO_LOST_BROKEN_OR_STOLEN', description: 'Radio lost, broken or stolen' },
  {
    code: 'RADIO_SOLD_GIVEN_AWAY_OR_DISCARDED',
    description: 'Radio sold, given away or discarded',
  },
  { code: 'OTHER', description: 'Other' },
] as const;
export type DeviceRemovalReason = (typeof DEVICE_REMOVAL_REASONS)[number]['code'];

export const DEVICE_REMOVAL_REASON_CODES = /* @__PURE__ */ DEVICE_REMOVAL_REASONS.map(
  (reason) => reason.code,
) as [DeviceRemovalReason, ...DeviceRemovalReason[]];

export function isDeviceRemovalReason(value: string): value is DeviceRemovalReason {
  return (DEVICE_REMOVAL_REASON_CODES as readonly string[]).includes(value);
}

/**
 * `POST /account-mgmt/remove-device { deviceId, reason }`. The radio is named by the opaque
 * device id of the account view (the legacy call sent the radio id: the web app never needs the
 * whole radio id, and an identified visitor is never given it). `accountNumber` as elsewhere.
 */
export const removeDeviceRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  deviceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  reason: z.enum(DEVICE_REMOVAL_REASON_CODES),
});
export type RemoveDeviceRequest = z.infer<typeof removeDeviceRequestSchema>;
