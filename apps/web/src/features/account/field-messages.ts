import { FIELD_ERROR_CODES, type FieldErrorCode, fieldErrorCodeOfIssue } from '@orbit/domain';
import type { z } from 'zod';

/** The fields of the account forms that have their own words for "missing" and "wrong". */
export type AccountField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zip'
  | 'nickname'
  | 'reason';

/** The message id for a field's error code: the field's own words, shared ones for the rest. */
export function fieldMessageId(field: AccountField, code: FieldErrorCode | string): string {
  switch (code) {
    case FIELD_ERROR_CODES.REQUIRED:
      return `account.field.${field}.required`;
    case FIELD_ERROR_CODES.TOO_LONG:
      return field === 'nickname' ? 'account.field.nickname.tooLong' : 'account.field.tooLong';
    case FIELD_ERROR_CODES.TOO_SHORT:
      return 'account.field.tooShort';
    case FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED:
      return 'account.field.cardData';
    default:
      return `account.field.${field}.invalid`;
  }
}

/** The first error code per field of a failed parse (the domain's field schemas carry codes). */
export function fieldCodesOf<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, FieldErrorCode>> {
  const codes: Partial<Record<Field, FieldErrorCode>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in codes) continue;
    codes[field as Field] =
      fieldErrorCodeOfIssue(issue as { message?: string; params?: Record<string, unknown> }) ??
      FIELD_ERROR_CODES.INVALID;
  }
  return codes;
}

/** The server's field errors, by our field names (it names the phone `phoneNumber` too). */
export function serverFieldCodes<Field extends string>(
  fieldErrors: readonly { errorCode: string; fieldName?: string | undefined }[],
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const codes: Partial<Record<Field, string>> = {};
  for (const { errorCode, fieldName } of fieldErrors) {
    const name = fieldName?.split('.').at(-1);
    const field = fields.find(
      (candidate) => candidate === name || (name === 'zipCode' && candidate === 'zip'),
    );
    if (field && !(field in codes)) codes[field] = errorCode;
  }
  return codes;
}
