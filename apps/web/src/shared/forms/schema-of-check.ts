import { type FieldErrorCode, fieldIssue, isFieldErrorCode } from '@orbit/domain';
import * as z from 'zod/mini';

/**
 * What a domain check of a whole form answers: the entry to send, or a code per field (the
 * domain's, or one the form has words of its own for: `Own`, the form's `ownCodes`).
 */
export type FormCheck<Values, Entry, Own extends string = never> = (
  values: Values,
) =>
  | { ok: true; values: Entry }
  | { ok: false; errors: Readonly<Partial<Record<string, FieldErrorCode | Own>>> };

/** The domain's issue shape (`fieldIssue`), for a code of the form's own too. */
function issueOf(code: string, field: string) {
  if (isFieldErrorCode(code)) return fieldIssue(code, [field]);
  return {
    code: 'custom' as const,
    message: code,
    params: { fieldErrorCode: code },
    path: [field],
  };
}

/**
 * A domain check of a whole form (rules that depend on the market or on which fields were asked
 * for) as the zod schema `useEntryForm` takes: its codes become the fields' issues.
 */
export function schemaOfCheck<Values, Entry, Own extends string = never>(
  check: FormCheck<Values, Entry, Own>,
): z.ZodMiniType<Entry, Values> {
  return z.pipe(
    z.custom<Values>(),
    z.transform((values: Values, payload) => {
      const checked = check(values);
      if (checked.ok) return checked.values;
      for (const [field, code] of Object.entries(checked.errors)) {
        if (code) payload.issues.push({ ...issueOf(code, field), input: values });
      }
      // Never read: the issues make the parse fail.
      return values as unknown as Entry;
    }),
  );
}

/** A domain check that answers only the codes of the fields it refuses; the entry is the values. */
export function schemaOfCodes<Values, Own extends string = never>(
  check: (values: Values) => Readonly<Partial<Record<string, FieldErrorCode | Own>>>,
): z.ZodMiniType<Values, Values> {
  return schemaOfCheck((values: Values) => {
    const errors = check(values);
    return Object.values(errors).some(Boolean) ? { ok: false, errors } : { ok: true, values };
  });
}
