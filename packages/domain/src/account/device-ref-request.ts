import * as z from 'zod/mini';

/**
 * `POST /services/account/device-ref { deviceId, accountNumber? }` (flows §4.7 device-select): a
 * radio of the signed-in owner's account, named by the account view's device id, answered as
 * find-your-radio answers a radio (`careDeviceLookupResultSchema`) with a `deviceRef` bound to
 * this care session, so the checkout calls (offers, quotes, purchase) can name it. The whole
 * radio id never reaches the browser.
 */
export const accountDeviceRefRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  deviceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type AccountDeviceRefRequest = z.infer<typeof accountDeviceRefRequestSchema>;
