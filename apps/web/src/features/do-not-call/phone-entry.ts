import {
  checkPhone,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  formatPhoneNumber,
} from '@orbit/domain';

/**
 * The phone box as the customer types: grouped 555-123-4567 as they go. A pasted number with
 * the country code (+1 555 123 4567) keeps its ten digits: no area code starts with 1.
 */
export function phoneAsTyped(value: string): string {
  const digits = value.replace(/\D/g, '');
  return formatPhoneNumber(
    digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits,
  );
}

/** The ten digits to send, or what is wrong with the box (flows §0: exactly 10 digits). */
export function checkPhoneEntry(
  value: string,
): { ok: true; digits: string } | { ok: false; code: FieldErrorCode } {
  const digits = value.replace(/\D/g, '');
  const code = checkPhone(digits);
  return code ? { ok: false, code } : { ok: true, digits };
}

/** The message of a phone-number error. */
export function phoneErrorMessageId(code: FieldErrorCode): string {
  if (code === FIELD_ERROR_CODES.REQUIRED) return 'doNotCall.phone.required';
  if (code === FIELD_ERROR_CODES.TOO_SHORT) return 'doNotCall.phone.tooShort';
  return 'doNotCall.phone.invalid';
}
