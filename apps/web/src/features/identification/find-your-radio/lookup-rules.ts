import {
  type CareDeviceLookupRequest,
  type Country,
  checkLicensePlate,
  checkRadioId,
  checkRegion,
  checkVin,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  normaliseLicensePlate,
  normaliseRadioId,
  normaliseVin,
} from '@orbit/domain';

/** The two tabs of find-your-radio (flows §1.3): what the radio shows, or the car's papers. */
export type LookupTab = 'radio' | 'car';
/** The car tab looks a radio up by the VIN or by the licence plate. */
export type CarMethod = 'vin' | 'plate';
/** How the customer was identified, as analytics names it (spec 000 §3). */
export type LookupAuthenticationType = 'RID' | 'VIN' | 'LPL';

export type LookupField = 'radioId' | 'vin' | 'licensePlate' | 'state' | 'consent';
export type LookupErrors = Partial<Record<LookupField, FieldErrorCode>>;

export interface CarInfoValues {
  method: CarMethod;
  vin: string;
  licensePlate: string;
  state: string;
  consent: boolean;
}

export type LookupCheck =
  | { ok: true; request: CareDeviceLookupRequest; authenticationType: LookupAuthenticationType }
  | { ok: false; errors: LookupErrors };

/** What a radio shows on channel 0: 8 or 12 characters (the hyphens it may show are not counted). */
const RADIO_ID_LENGTHS: readonly number[] = [8, 12];

/** The radio id field: the domain's radio id rule, then 8 or 12 characters once hyphens are dropped. */
export function checkLookupRadioId(value: string): FieldErrorCode | null {
  const code = checkRadioId(value);
  if (code) return code;
  return RADIO_ID_LENGTHS.includes(compactRadioId(value).length) ? null : FIELD_ERROR_CODES.INVALID;
}

function compactRadioId(value: string): string {
  return value.trim().replace(/-/g, '');
}

/** The Radio Info tab: the id is sent upper-cased, without hyphens (the lookup takes 12 at most). */
export function checkRadioInfo(radioId: string): LookupCheck {
  const code = checkLookupRadioId(radioId);
  if (code) return { ok: false, errors: { radioId: code } };
  return {
    ok: true,
    request: { radioId: normaliseRadioId(compactRadioId(radioId)) },
    authenticationType: 'RID',
  };
}

/**
 * The Car Info tab. A VIN is checked in full, check digit included, before any call: a mistyped
 * VIN costs the customer no lookup (lookups are rate-limited) and tells nothing about any radio.
 * A plate needs its state or province and the customer's consent to look it up.
 */
export function checkCarInfo(values: CarInfoValues, country: Country): LookupCheck {
  if (values.method === 'vin') {
    const code = checkVin(values.vin);
    if (code) return { ok: false, errors: { vin: code } };
    return { ok: true, request: { vin: normaliseVin(values.vin) }, authenticationType: 'VIN' };
  }
  const errors: LookupErrors = {};
  const plateCode = checkLicensePlate(values.licensePlate);
  if (plateCode) errors.licensePlate = plateCode;
  const stateCode = checkRegion(values.state, country);
  if (stateCode) errors.state = stateCode;
  if (!values.consent) errors.consent = FIELD_ERROR_CODES.REQUIRED;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      licensePlate: normaliseLicensePlate(values.licensePlate),
      state: values.state.trim(),
      consent: true,
    },
    authenticationType: 'LPL',
  };
}

const LOOKUP_FIELDS: readonly LookupField[] = [
  'radioId',
  'vin',
  'licensePlate',
  'state',
  'consent',
];

/** The server's field errors on a lookup, by field (it checks the same rules; this is a backstop). */
export function lookupErrorsOf(
  fieldErrors: readonly { errorCode: string; fieldName?: string | undefined }[],
): LookupErrors {
  const errors: LookupErrors = {};
  for (const { errorCode, fieldName } of fieldErrors) {
    const field = LOOKUP_FIELDS.find((name) => name === fieldName);
    if (field && !errors[field]) errors[field] = errorCode as FieldErrorCode;
  }
  return errors;
}

/** The message id of a field's error: its own words for each code the rules give. */
export function lookupErrorMessageId(field: LookupField, code: FieldErrorCode | string): string {
  if (code === FIELD_ERROR_CODES.REQUIRED) return `identification.field.${field}.required`;
  if (field === 'vin' && code === FIELD_ERROR_CODES.CHECK_DIGIT) {
    return 'identification.field.vin.checkDigit';
  }
  return `identification.field.${field}.invalid`;
}
