import * as z from 'zod/mini';
import type { Country, Locale } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';

/** A field rule: the code of the first thing wrong with the value, or null when it passes. */
export type FieldCheck = (value: string) => FieldErrorCode | null;

/** Canada's rules apply when the visitor reads en-CA or fr-CA; en-US reads the US rules. */
export function rulesCountryForLocale(locale: Locale): Country {
  return locale === 'en-US' ? 'us' : 'ca';
}

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(FIELD_ERROR_CODES));

/** Whether a string is one of FIELD_ERROR_CODES. */
export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/**
 * A missing value (undefined, null) is REQUIRED; any other non-string is INVALID. Used as the
 * `error` of every field schema so a form that never touched a field still gets a code.
 */
function typeError(issue: { input?: unknown }): FieldErrorCode {
  return issue.input === undefined || issue.input === null
    ? FIELD_ERROR_CODES.REQUIRED
    : FIELD_ERROR_CODES.INVALID;
}

/** The issue fields our rules add: the code travels as the message and in params. */
export function fieldIssue(code: FieldErrorCode, path?: PropertyKey[]) {
  return {
    code: 'custom' as const,
    message: code,
    params: { fieldErrorCode: code },
    ...(path ? { path } : {}),
  };
}

/**
 * The field error code a zod issue carries: the code our rules put in it (message or params),
 * undefined for zod's own issues (the caller maps those; the server does in field-errors.ts).
 */
export function fieldErrorCodeOfIssue(issue: {
  message?: string;
  params?: Record<string, unknown>;
}): FieldErrorCode | undefined {
  const fromParams = issue.params?.fieldErrorCode;
  if (isFieldErrorCode(fromParams)) return fromParams;
  return isFieldErrorCode(issue.message) ? issue.message : undefined;
}

/**
 * Wraps a rule in a zod string schema whose issues carry the field error code (as the message,
 * so a form resolver shows it as the key of its text, and in params). Leading and trailing spaces
 * are dropped before the rule runs; `normalise` shapes the output (digits only, upper case)
 * once the rule has passed.
 */
export function fieldSchema(check: FieldCheck): z.ZodMiniType<string, string>;
export function fieldSchema(
  check: FieldCheck,
  normalise: (value: string) => string,
): z.ZodMiniType<string, string>;
export function fieldSchema(
  check: FieldCheck,
  normalise?: (value: string) => string,
): z.ZodMiniType<string, string> {
  const checked = z.string({ error: typeError }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const code = check(value);
      if (code) ctx.addIssue(fieldIssue(code));
    }),
  );
  return normalise ? z.pipe(checked, z.transform(normalise)) : checked;
}

/**
 * A field taken exactly as typed, spaces included (a password: a space is one of its characters,
 * so nothing is trimmed before the rule or after it).
 */
export function secretFieldSchema(check: FieldCheck): z.ZodMiniType<string, string> {
  return z.string({ error: typeError }).check(
    z.superRefine((value, ctx) => {
      const code = check(value);
      if (code) ctx.addIssue(fieldIssue(code));
    }),
  );
}

/** Something must be typed; whether it is acceptable is for the server to say (a sign-in handle). */
export function checkTyped(value: string): FieldErrorCode | null {
  return value.trim() ? null : FIELD_ERROR_CODES.REQUIRED;
}

/** A field whose one rule is that something is typed, trimmed. */
export const typedFieldSchema = /* @__PURE__ */ fieldSchema(checkTyped);

/**
 * The optional form of a field: missing, null or blank passes as undefined; anything else must
 * pass the rule.
 */
export function optionalFieldSchema(
  check: FieldCheck,
  normalise: (value: string) => string = (value) => value,
): z.ZodMiniType<string | undefined, string | undefined | null> {
  return z.pipe(
    z.nullish(z.string({ error: typeError }).check(z.trim())).check(
      z.superRefine((value, ctx) => {
        if (!value) return;
        const code = check(value);
        if (code) ctx.addIssue(fieldIssue(code));
      }),
    ),
    z.transform((value) => (value ? normalise(value) : undefined)),
  );
}

/** Length bounds as codes: empty is REQUIRED, then TOO_SHORT / TOO_LONG. */
export function lengthCode(value: string, min: number, max: number): FieldErrorCode | null {
  if (value.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  if (value.length < min) return FIELD_ERROR_CODES.TOO_SHORT;
  if (value.length > max) return FIELD_ERROR_CODES.TOO_LONG;
  return null;
}
