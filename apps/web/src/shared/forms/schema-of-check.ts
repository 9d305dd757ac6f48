import { type FieldErrorCode, fieldIssue } from '@orbit/domain';
import { z } from 'zod';

/** What a domain check of a whole form answers: the entry to send, or a code per field. */
export type FormCheck<Values, Entry> = (
  values: Values,
) =>
  | { ok: true; values: Entry }
  | { ok: false; errors: Readonly<Partial<Record<string, FieldErrorCode>>> };

/**
 * A domain check of a whole form (rules that depend on the market or on which fields were asked
 * for) as the zod schema `useEntryForm` takes: its codes become the fields' issues.
 */
export function schemaOfCheck<Values, Entry>(
  check: FormCheck<Values, Entry>,
): z.ZodType<Entry, Values> {
  return z.custom<Values>().transform((values, context) => {
    const checked = check(values);
    if (checked.ok) return checked.values;
    for (const [field, code] of Object.entries(checked.errors)) {
      if (code) context.addIssue(fieldIssue(code, [field]));
    }
    return z.NEVER;
  });
}

/** A domain check that answers only the codes of the fields it refuses; the entry is the values. */
export function schemaOfCodes<Values>(
  check: (values: Values) => Readonly<Partial<Record<string, FieldErrorCode>>>,
): z.ZodType<Values, Values> {
  return schemaOfCheck((values: Values) => {
    const errors = check(values);
    return Object.values(errors).some(Boolean) ? { ok: false, errors } : { ok: true, values };
  });
}
