import { FIELD_ERROR_CODES, type FieldErrorCode, fieldErrorCodeOfIssue } from '@orbit/domain';
import type { z } from 'zod';
import type { FieldError } from './app-error.ts';

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function codeFor(issue: Issue, input: unknown): FieldErrorCode {
  if (valueAt(input, issue.path) === undefined) return FIELD_ERROR_CODES.REQUIRED;
  // A domain field rule names its own failure (CHECK_DIGIT, EXPIRED, ...): keep it.
  const ruled = fieldErrorCodeOfIssue(
    issue as { message?: string; params?: Record<string, unknown> },
  );
  if (ruled) return ruled;
  const lengthy = 'origin' in issue && (issue.origin === 'string' || issue.origin === 'array');
  if (issue.code === 'too_big' && lengthy) return FIELD_ERROR_CODES.TOO_LONG;
  if (issue.code === 'too_small' && lengthy) return FIELD_ERROR_CODES.TOO_SHORT;
  return FIELD_ERROR_CODES.INVALID;
}

function dotted(path: readonly PropertyKey[]): string | undefined {
  return path.length === 0 ? undefined : path.map(String).join('.');
}

/**
 * Turns zod issues into the field errors callers switch on: one per bad field, named by its
 * dotted path; a missing field is REQUIRED, a domain field rule's failure its own code, an
 * over-long one TOO_LONG, an unexpected key UNKNOWN_FIELD, anything else INVALID. `input` is the value that was validated.
 */
export function fieldErrorsFromIssues(issues: readonly Issue[], input: unknown): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({
          errorCode: FIELD_ERROR_CODES.UNKNOWN_FIELD,
          fieldName: dotted([...issue.path, key]),
        });
      }
      continue;
    }
    const fieldName = dotted(issue.path);
    const error: FieldError = { errorCode: codeFor(issue, input) };
    if (fieldName !== undefined) error.fieldName = fieldName;
    errors.push(error);
  }
  return errors;
}
