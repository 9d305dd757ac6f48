import * as z from 'zod/mini';
import { checkRefreshDevicePayload, refreshDeviceFields } from '../account/refresh-device.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { FIELD_ERROR_CODES } from '../platform/field-error-codes.ts';
import { fieldIssue } from '../validation/field-check.ts';
import { checkPhone } from '../validation/phone.ts';

/**
 * `POST /services/device/refresh` (flows §8.2 "Yes, near the car"): one of a radio id, a VIN, a
 * phone number, or a licence plate with its state (spec 001 §5), or the `deviceRef` a lookup of
 * this care session gave for a radio (a signed-in customer's own radios, ADR 070), with a solved
 * human check's proof once the server asked for one.
 */
export const careRefreshDeviceRequestSchema = /* @__PURE__ */ z
  .strictObject({
    ...refreshDeviceFields,
    deviceRef: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(400))),
    ...careCaptchaFields,
  })
  .check(
    z.superRefine((payload, ctx) => {
      // A deviceRef names a radio the server found for this session: nothing to check here.
      if (payload.deviceRef === undefined) checkRefreshDevicePayload(payload, ctx);
    }),
  );
export type CareRefreshDeviceRequest = z.infer<typeof careRefreshDeviceRequestSchema>;

export const careRefreshDeviceResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  /** How many radios the signal goes to: one, or each refreshable radio of a phone number. */
  radiosRefreshed: z.number().check(z.int(), z.positive()),
  /** When the refresh was sent (ISO 8601); it reaches the radio within REFRESH_ARRIVAL_MINUTES. */
  sentAt: z.string(),
});
export type CareRefreshDeviceResult = z.infer<typeof careRefreshDeviceResultSchema>;

/**
 * `POST /services/device/send-refresh-instruction` (flows §8.2 "No, not near the car"): the
 * mobile number to text the steps to, and the customer's consent to that text message.
 */
export const careRefreshInstructionRequestSchema = /* @__PURE__ */ z
  .strictObject({
    phone: z.string().check(z.trim(), z.maxLength(16)),
    smsConsent: z.optional(z.boolean()),
    languagePreference: z.optional(z.string()),
    ...careCaptchaFields,
  })
  .check(
    z.superRefine((payload, ctx) => {
      const phone = checkPhone(payload.phone);
      if (phone) ctx.addIssue(fieldIssue(phone, ['phone']));
      if (payload.smsConsent !== true) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED, ['smsConsent']));
      }
    }),
  );
export type CareRefreshInstructionRequest = z.infer<typeof careRefreshInstructionRequestSchema>;

export const careRefreshInstructionResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  /** The number texted, as 555-123-4567. */
  phone: z.string(),
});
export type CareRefreshInstructionResult = z.infer<typeof careRefreshInstructionResultSchema>;
