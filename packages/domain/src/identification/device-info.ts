import * as z from 'zod/mini';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { LICENSE_PLATE_MAX_LENGTH } from '../validation/license-plate.ts';
import { RADIO_ID_MAX_LENGTH } from '../validation/radio-id.ts';
import { careDeviceLookupResultSchema, careMaskedRadioSchema } from './device-lookup.ts';

/**
 * `POST /services/identity/device/license-plate` (flows §1.2, the legacy two-step plate
 * lookup): a plate, the state or province that issued it and the customer's consent → the
 * vehicle's radio as find-your-radio answers it, plus the last four of the VIN so the customer
 * can check the plate they typed ("the last 4 of the VIN are …"). The whole VIN is never sent.
 * The same rules as find-your-radio's plate: REQUIRED on `consent` unless it is true.
 */
export const careLicensePlateRequestSchema = /* @__PURE__ */ z.strictObject({
  // Room for the spaces and dashes drawn between groups on a plate: dropped before the rule.
  licensePlate: z.string().check(z.trim(), z.maxLength(LICENSE_PLATE_MAX_LENGTH + 4)),
  state: z.string().check(z.trim(), z.maxLength(2)),
  consent: z.optional(z.boolean()),
  ...careCaptchaFields,
});
export type CareLicensePlateRequest = z.infer<typeof careLicensePlateRequestSchema>;

export const careLicensePlateResultSchema = /* @__PURE__ */ z.extend(careDeviceLookupResultSchema, {
  vinLastFour: z.string(),
  /** The VIN as screens show it: thirteen stars and the last four. */
  maskedVin: z.string(),
});
export type CareLicensePlateResult = z.infer<typeof careLicensePlateResultSchema>;

/** A VIN as a visitor may see it: ************* and its last four characters. */
export function maskVin(vin: string): string {
  const value = vin.trim().toUpperCase();
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/**
 * `POST /services/device/info` (flows §1.2 "radio no match" path): what is known of one radio,
 * for a customer whose radio has no account to show. The radio is named by its whole id, or by
 * its last four with the `deviceRef` this session was given for it (the last four must be the
 * radio's). Unknown, or a deviceRef not of this session: 404 DEVICE_NOT_FOUND.
 */
export const careDeviceInfoRequestSchema = /* @__PURE__ */ z.strictObject({
  radioId: z.string().check(z.trim(), z.maxLength(RADIO_ID_MAX_LENGTH)),
  deviceRef: z.optional(z.string().check(z.trim(), z.maxLength(400))),
  ...careCaptchaFields,
});
export type CareDeviceInfoRequest = z.infer<typeof careDeviceInfoRequestSchema>;

export const careDeviceInfoResultSchema = /* @__PURE__ */ z.extend(careMaskedRadioSchema, {
  /** The plan code of the trial the radio came with while it runs (analytics' promoCode). */
  promoCode: z.nullable(z.string()),
});
export type CareDeviceInfoResult = z.infer<typeof careDeviceInfoResultSchema>;
