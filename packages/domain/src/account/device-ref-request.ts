import { z } from 'zod';

/**
 * `POST /services/account/device-ref { deviceId, accountNumber? }` (flows §4.7 device-select): a
 * radio of the signed-in owner's account, named by the account view's device id, answered as
 * find-your-radio answers a radio (`careDeviceLookupResultSchema`) with a `deviceRef` bound to
 * this care session, so the checkout calls (offers, quotes, purchase) can name it. The whole
 * radio id never reaches the browser.
 */
export const accountDeviceRefRequestSchema = /* @__PURE__ */ z
  .object({
    accountNumber: z.string().trim().max(20).optional(),
    deviceId: z.string().trim().min(1).max(100),
  })
  .strict();
export type AccountDeviceRefRequest = z.infer<typeof accountDeviceRefRequestSchema>;
