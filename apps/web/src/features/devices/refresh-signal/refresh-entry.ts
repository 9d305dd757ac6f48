import {
  classifyRefreshIdentifier,
  type DeviceIdentifier,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  fieldIssue,
  refreshIdentifierSchema,
} from '@orbit/domain';
import * as z from 'zod/mini';
import { typedPhoneSchema } from '../../../shared/forms/index.ts';

/** The near-the-car form: the one box, read as a radio id, a VIN or a phone number (flows §0). */
export const identifierEntrySchema = z.object({
  identifier: z.pipe(
    refreshIdentifierSchema,
    z.transform((value: string) => classifyRefreshIdentifier(value) as DeviceIdentifier),
  ),
});

/** The away-from-the-car form: the mobile number (its digits) and the consent to one text. */
export const textEntrySchema = z.object({
  phone: typedPhoneSchema,
  consent: z.boolean().check(
    z.superRefine((ticked, ctx) => {
      if (!ticked) ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
    }),
  ),
});

/** The message of an identifier error (the server's INVALID_VIRTUAL_RADIO_ID included). */
export function identifierMessageId(code: FieldErrorCode): string {
  if (code === FIELD_ERROR_CODES.REQUIRED) return 'refreshSignal.identifier.required';
  if (code === FIELD_ERROR_CODES.CHECK_DIGIT) return 'refreshSignal.identifier.checkDigit';
  if (code === FIELD_ERROR_CODES.INVALID_VIRTUAL_RADIO_ID)
    return 'refreshSignal.identifier.virtual';
  return 'refreshSignal.identifier.invalid';
}

export function textPhoneMessageId(code: FieldErrorCode): string {
  if (code === FIELD_ERROR_CODES.REQUIRED) return 'refreshSignal.text.phone.required';
  if (code === FIELD_ERROR_CODES.TOO_SHORT) return 'refreshSignal.text.phone.tooShort';
  return 'refreshSignal.text.phone.invalid';
}
