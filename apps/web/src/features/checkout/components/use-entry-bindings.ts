import type { FieldErrorCode } from '@orbit/domain';
import type { EntryFieldProps } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import type { TextFieldBinding } from './text-field-binding.ts';

/** What the bindings use of a `useEntryForm` form whose fields include `Field`. */
interface EntryFields<Field extends string> {
  codeOf(name: Field): FieldErrorCode | undefined;
  field(name: Field, asTyped?: (value: string) => string): EntryFieldProps;
}

export interface EntryBindings<Field extends string> {
  /** The worded error a field shows now, if any. */
  errorOf(field: Field): string | undefined;
  /** What a required text or select box of the checkout's field components takes. */
  bind(field: Field, asTyped?: (value: string) => string): TextFieldBinding;
  /** A value typed into a field that shapes its own input (`CardFields`). */
  type(field: Field, value: string): void;
}

/**
 * A `useEntryForm` form as the checkout's field components take it (`NameFields`, `CardFields`,
 * `PostalCodeField`…): each field's binding, required, with its code worded by `messageIdOf`.
 */
export function useEntryBindings<Field extends string>(
  entry: EntryFields<Field>,
  messageIdOf: (field: Field, code: FieldErrorCode) => string,
): EntryBindings<Field> {
  const t = useT();
  const errorOf = (field: Field) => {
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
