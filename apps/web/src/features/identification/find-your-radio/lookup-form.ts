import { schemaOfCheck } from '../../../shared/forms/index.ts';
import type { LookupCheck, LookupErrors } from './lookup-rules.ts';

/** What each tab's form of find-your-radio takes from the page that runs the lookup. */
export interface LookupFormProps {
  /** A lookup is running: the button says so and a second submit is ignored. */
  busy: boolean;
  /** The server's field errors of the last lookup (a backstop: the rules are the same). */
  serverErrors?: LookupErrors | undefined;
  onLookup(check: Extract<LookupCheck, { ok: true }>): void;
  onInvalid(errors: LookupErrors): void;
}

/** A tab's rules as the form's schema: the lookup's request once they pass. */
export function lookupSchemaOf<Values>(check: (values: Values) => LookupCheck) {
  return schemaOfCheck((values: Values) => {
    const checked = check(values);
    return checked.ok ? { ok: true, values: checked } : checked;
  });
}
