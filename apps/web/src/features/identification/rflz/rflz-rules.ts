import {
  type CareRflzRequest,
  type Country,
  type FieldErrorCode,
  isVinLike,
  type Locale,
  normalisePostalCode,
  normaliseRadioId,
  normaliseVin,
  type RflzField,
  type RflzValues,
} from '@orbit/domain';
import type { ClientValidationFailure } from '../account-lookup/account-analytics.ts';

/** What is sent: a VIN upper-cased, a radio id upper-cased without hyphens, names trimmed. */
export function rflzRequestOf(values: RflzValues, country: Country, locale: Locale) {
  const box = values.radioIdOrVin.trim();
  const request: CareRflzRequest = {
    radioIdOrVin: isVinLike(box) ? normaliseVin(box) : normaliseRadioId(box.replace(/-/g, '')),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    zipCode: normalisePostalCode(values.zipCode, country),
    locale,
  };
  return request;
}

/**
 * The analytics names of the RFLZ form's client-side errors (flows §1.4): the box names a VIN
 * when 17 characters were typed (or it reads like one), a radio id otherwise.
 */
export function rflzFailureName(field: RflzField, typed: string): string {
  switch (field) {
    case 'radioIdOrVin':
      return typed.trim().length >= 17 || isVinLike(typed)
        ? 'Auth - Invalid VIN'
        : 'Auth - Missing or incomplete radio ID';
    case 'firstName':
      return 'Auth - Missing first name';
    case 'lastName':
      return 'Auth - Missing last name';
    case 'zipCode':
      return 'Auth - Missing or invalid zip code';
  }
}

export function rflzFailuresOf(
  errors: Partial<Record<RflzField, FieldErrorCode>>,
  values: RflzValues,
): ClientValidationFailure[] {
  return (Object.entries(errors) as [RflzField, FieldErrorCode | undefined][]).flatMap(
    ([field, code]) => (code ? [{ field, code, name: rflzFailureName(field, values[field]) }] : []),
  );
}
