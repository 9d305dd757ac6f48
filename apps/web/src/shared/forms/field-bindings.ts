import { useT } from '../i18n/use-t.ts';
import type { EntryFieldProps } from './use-entry-form.ts';

/** What a required text or select box takes from its form: value, change, name and its error. */
export interface TextFieldBinding {
  name: string;
  required: true;
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
}

/** What the bindings use of a `useEntryForm` form whose fields include `Field`. */
interface BindableEntry<Field extends string, Code extends string> {
  codeOf(name: Field): Code | undefined;
  field(name: Field, asTyped?: (value: string) => string): EntryFieldProps;
  /** A refusal the feature already put into words (`showMessages`): shown before the code's. */
  messageOf?(name: Field): string | undefined;
}

export interface FieldBindings<Field extends string> {
  /** The worded error a field shows now, if any. */
  errorOf(field: Field): string | undefined;
  /** What a required box of the shared field components takes (`NameFields`, `CardFields`…). */
  bind(field: Field, asTyped?: (value: string) => string): TextFieldBinding;
  /** A value typed into a field that shapes its own input (the card number, MM/YY). */
  type(field: Field, value: string): void;
}

/**
 * A `useEntryForm` form as field components that take a `TextFieldBinding` read it: each field
 * required, with its error in the feature's words (`messageIdOf` for a code). The checkout's
 * payment forms and billing's card, gift-card and payment forms bind their fields this way.
 */
export function useFieldBindings<Field extends string, Code extends string>(
  entry: BindableEntry<Field, Code>,
  messageIdOf: (field: Field, code: Code) => string,
): FieldBindings<Field> {
  const t = useT();
  const errorOf = (field: Field) => {
    const worded = entry.messageOf?.(field);
    if (worded) return t(worded);
    const code = entry.codeOf(field);
    return code ? t(messageIdOf(field, code)) : undefined;
  };
  return {
    errorOf,
    bind: (field, asTyped) => ({
      ...entry.field(field, asTyped),
      required: true,
      error: errorOf(field),
    }),
    type: (field, value) => entry.field(field).onChange({ target: { value } }),
  };
}
