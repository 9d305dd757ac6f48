import * as z from 'zod/mini';
import type { Country } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldIssue, fieldSchema } from './field-check.ts';
import { regionSchema } from './region-field.ts';

export const LICENSE_PLATE_MIN_LENGTH = 2;
export const LICENSE_PLATE_MAX_LENGTH = 8;

/**
 * Plates are looked up as registered: upper case, without the spaces or dashes drawn between
 * groups on the plate itself ("abc-123" → "ABC123").
 */
export function normaliseLicensePlate(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** 2–8 letters and digits once spaces and dashes are dropped. */
export function checkLicensePlate(value: string): FieldErrorCode | null {
  const plate = normaliseLicensePlate(value);
  if (plate.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  if (plate.length < LICENSE_PLATE_MIN_LENGTH) return FIELD_ERROR_CODES.TOO_SHORT;
  if (plate.length > LICENSE_PLATE_MAX_LENGTH) return FIELD_ERROR_CODES.TOO_LONG;
  return /^[A-Z0-9]+$/.test(plate) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isLicensePlate(value: string): boolean {
  return checkLicensePlate(value) === null;
}

export const licensePlateSchema = /* @__PURE__ */ fieldSchema(
  checkLicensePlate,
  normaliseLicensePlate,
);

/**
 * The licence-plate lookup: the plate, the state that issued it, and the customer's consent to
 * look the plate up (a required checkbox: anything but true is REQUIRED).
 */
export function licensePlateLookupSchema(country: Country) {
  return z.object({
    licensePlate: licensePlateSchema,
    state: regionSchema(country),
    consent: z.unknown().check(
      z.superRefine((value, ctx) => {
        if (value !== true) ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
      }),
    ),
  });
}
export type LicensePlateLookup = z.infer<ReturnType<typeof licensePlateLookupSchema>>;
