import { FIELD_ERROR_CODES, type FieldErrorCode } from '@orbit/domain';
import * as z from 'zod/mini';
import { typedPhoneSchema } from '../../shared/forms/index.ts';

/** The form's entry: the ten digits to send, or what is wrong with the box. */
export const phoneEntrySchema = z.object({ phoneNumber: typedPhoneSchema });

/** The message of a phone-number error. */
export function phoneErrorMessageId(code: FieldErrorCode): string {
  if (code === FIELD_ERROR_CODES.REQUIRED) return 'doNotCall.phone.required';
  if (code === FIELD_ERROR_CODES.TOO_SHORT) return 'doNotCall.phone.tooShort';
  return 'doNotCall.phone.invalid';
}
