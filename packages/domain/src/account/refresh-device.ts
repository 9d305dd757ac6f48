import * as z from 'zod/mini';
import { FIELD_ERROR_CODES } from '../platform/field-error-codes.ts';
import { fieldIssue } from '../validation/field-check.ts';
import { normaliseLicensePlate } from '../validation/license-plate.ts';
import { checkPhone, normalisePhone } from '../validation/phone.ts';
import { checkRadioId, isUuid, normaliseRadioId } from '../validation/radio-id.ts';
import { checkVin, normaliseVin } from '../validation/vin.ts';

/** The product error for a refresh request that names no device. */
export const DEVICE_INFORMATION_REQUIRED = 'DEVICE_INFORMATION_REQUIRED';

export type RefreshTarget =
  | { kind: 'radioId'; radioId: string }
  | { kind: 'vin'; vin: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'licensePlate'; licensePlate: string; state: string };

interface RefreshIdentifiers {
  radioId?: string | undefined;
  vin?: string | undefined;
  phone?: string | undefined;
  licensePlate?: string | undefined;
  state?: string | undefined;
}

/**
 * The device a refresh request names: a radio id, a VIN, a phone number, or a licence plate
 * with its state, in that order of preference when several are given (the first is the most
 * precise). Undefined when none is usable: the request fails with DEVICE_INFORMATION_REQUIRED.
 */
export function refreshTargetOf(payload: RefreshIdentifiers): RefreshTarget | undefined {
  const radioId = payload.radioId?.trim();
  if (radioId) return { kind: 'radioId', radioId: normaliseRadioId(radioId) };
  const vin = payload.vin?.trim();
  if (vin) return { kind: 'vin', vin: normaliseVin(vin) };
  const phone = payload.phone?.trim();
  if (phone) return { kind: 'phone', phone: normalisePhone(phone) ?? phone };
  const plate = payload.licensePlate?.trim();
  const state = payload.state?.trim();
  if (plate && state) {
    return { kind: 'licensePlate', licensePlate: normaliseLicensePlate(plate), state };
  }
  return undefined;
}

const optionalText = /* @__PURE__ */ z.optional(z.string().check(z.trim()));

/** The fields a refresh request may name its device by (spread into a request's object). */
export const refreshDeviceFields = {
  radioId: optionalText,
  vin: optionalText,
  phone: optionalText,
  licensePlate: optionalText,
  state: optionalText,
  languagePreference: /* @__PURE__ */ z.optional(z.string()),
};

/**
 * The field rules of a refresh request: each identifier given must pass its rule, a plate needs
 * its state, and one identifier at least. A virtual radio's id (a UUID, a streaming listener's
 * "radio") passes here: it names a device, one that cannot be refreshed, and the call answers
 * so (DEVICE_REFRESH_NOT_SUPPORTED) rather than "too long".
 */
export function checkRefreshDevicePayload(
  payload: RefreshIdentifiers,
  ctx: z.core.$RefinementCtx<RefreshIdentifiers>,
): void {
  const checks = [
    ['radioId', payload.radioId && !isUuid(payload.radioId) && checkRadioId(payload.radioId)],
    ['vin', payload.vin && checkVin(payload.vin)],
    ['phone', payload.phone && checkPhone(payload.phone)],
  ] as const;
  for (const [field, code] of checks) if (code) ctx.addIssue(fieldIssue(code, [field]));
  if (payload.licensePlate && !payload.state) {
    ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED, ['state']));
  }
  if (!refreshTargetOf(payload)) {
    ctx.addIssue({
      ...fieldIssue(FIELD_ERROR_CODES.REQUIRED),
      params: {
        fieldErrorCode: FIELD_ERROR_CODES.REQUIRED,
        productErrorCode: DEVICE_INFORMATION_REQUIRED,
      },
    });
  }
}

/**
 * `device/refresh`: needs a radio id, a VIN, a phone number, or a licence plate with its state.
 * Each identifier given must pass its field rule. A payload naming none gets one issue at its
 * root, REQUIRED with `productErrorCode: DEVICE_INFORMATION_REQUIRED` in its params.
 */
export const refreshDevicePayloadSchema = /* @__PURE__ */ z
  .object(refreshDeviceFields)
  .check(z.superRefine(checkRefreshDevicePayload));
export type RefreshDevicePayload = z.infer<typeof refreshDevicePayloadSchema>;
