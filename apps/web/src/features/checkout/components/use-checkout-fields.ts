import type { FieldErrorCode } from '@orbit/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useFocusInvalid } from '../../../shared/ui/index.ts';

export interface CheckoutFieldsOptions<Values, Field extends string> {
  initialValues: Values;
  /**
   * Message ids from the server's checks, by field. They are new each time the parent sends
   * them: they show (and take the focus) until their field is edited.
   */
  serverErrors: Partial<Record<Field, string>> | undefined;
  /** The message id of a field's error code: each form has its own words for some fields. */
  messageIdOf(field: Field, code: FieldErrorCode): string;
}

/** What a required text field takes from the form's state (`textField`). */
export interface TextFieldBinding {
  name: string;
  required: true;
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
}

/**
 * A card form's state kept by hand: the values as typed, the errors of the last submit and of
 * the server (an edit clears its field's), and the focus moved to the first invalid field when
 * errors arrive. The checkout's own forms use `useEntryForm` (ADR 018); billing's card forms use
 * this until they move too, and then it goes.
 */
export function useCheckoutFields<Values extends object, Field extends string>(
  options: CheckoutFieldsOptions<Values, Field>,
) {
  const t = useT();
  const [values, setValues] = useState<Values>(options.initialValues);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldErrorCode>>>({});
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const { formRef, focusInvalid } = useFocusInvalid();
  const { serverErrors } = options;

  useEffect(() => {
    if (serverErrors) {
      setEdited(new Set());
      focusInvalid();
    }
  }, [serverErrors, focusInvalid]);

  /** A field typed into: its value, and its error gone until the next submit. */
  const set = (field: Field & keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setEdited((current) => new Set(current).add(field));
  };

  const errorOf = (field: Field): string | undefined => {
    const code = errors[field];
    if (code) return t(options.messageIdOf(field, code));
    const server = serverErrors?.[field];
    return server && !edited.has(field) ? t(server) : undefined;
  };

  /** What a required text field of the form takes: its name, value, error and edits. */
  const textField = (field: Field & keyof Values): TextFieldBinding => ({
    name: field,
    required: true,
    value: values[field] as string,
    error: errorOf(field),
    onChange: (event) => set(field, event.target.value),
  });

  /** The rules refused a submit: show why, and move to the first field at fault. */
  const showErrors = (found: Partial<Record<Field, FieldErrorCode>>) => {
    setErrors(found);
    focusInvalid();
  };

  return {
    values,
    setValues,
    set,
    errorOf,
    textField,
    showErrors,
    clearErrors: () => setErrors({}),
    formRef,
  };
}
