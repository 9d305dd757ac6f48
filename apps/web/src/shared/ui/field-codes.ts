import { FIELD_ERROR_CODES, type FieldErrorCode, fieldErrorCodeOfIssue } from '@orbit/domain';
import type * as z from 'zod/mini';

/**
 * The first error code per field of a failed zod parse (the domain's field schemas carry codes).
 * A form's own codes (`ownCodes`, which its check puts in the issues) are kept; anything else is
 * INVALID.
 */
export function fieldCodesOf<Field extends string, Own extends string = never>(
  error: z.core.$ZodError,
  ownCodes: readonly Own[] = [],
): Partial<Record<Field, FieldErrorCode | Own>> {
  const codes: Partial<Record<Field, FieldErrorCode | Own>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in codes) continue;
    const own = ownCodes.find((code) => code === issue.message);
    codes[field as Field] =
      fieldErrorCodeOfIssue(issue as { message?: string; params?: Record<string, unknown> }) ??
      own ??
      FIELD_ERROR_CODES.INVALID;
  }
  return codes;
}

/**
 * The server's field errors by the form's field names, the first per field. A nested name
 * (`lpzVerificationRequest.lastName`) counts by its last segment; `aliases` maps names the server
 * spells otherwise (`zipCode`) to the form's field.
 */
export function serverFieldCodes<Field extends string>(
  fieldErrors: readonly { errorCode: string; fieldName?: string | undefined }[],
  fields: readonly Field[],
  aliases: Readonly<Record<string, Field>> = {},
): Partial<Record<Field, FieldErrorCode>> {
  const codes: Partial<Record<Field, FieldErrorCode>> = {};
  for (const { errorCode, fieldName } of fieldErrors) {
    const name = fieldName?.split('.').at(-1);
    const field = fields.find(
      (candidate) => candidate === name || (name !== undefined && aliases[name] === candidate),
    );
    if (field && !(field in codes)) codes[field] = errorCode as FieldErrorCode;
  }
  return codes;
}
