import { isRegionOf } from '../geography/regions.ts';
import type { Country } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema } from './field-check.ts';

/** The state / province dropdown: required, and one of the market's codes. */
export function checkRegion(value: string, country: Country): FieldErrorCode | null {
  const code = value.trim();
  if (code.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  return isRegionOf(code, country) ? null : FIELD_ERROR_CODES.INVALID;
}

const regionSchemas = {
  us: /* @__PURE__ */ fieldSchema((value) => checkRegion(value, 'us')),
  ca: /* @__PURE__ */ fieldSchema((value) => checkRegion(value, 'ca')),
};

export function regionSchema(country: Country) {
  return regionSchemas[country];
}
