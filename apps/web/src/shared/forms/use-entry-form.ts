import { zodResolver } from '@hookform/resolvers/zod';
import { FIELD_ERROR_CODES, type FieldErrorCode, isFieldErrorCode } from '@orbit/domain';
import { type FormEvent, type RefObject, useCallback, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Failure } from '../errors/failure-of.ts';
import { fieldCodesOf, serverFieldCodes } from '../ui/field-codes.ts';
import { useFocusInvalid } from '../ui/use-focus-invalid.ts';

/** The first error code of each field that failed, by the field's name. */
export type FieldCodes<Values extends FieldValues> = Partial<Record<Path<Values>, FieldErrorCode>>;

export interface EntryFormOptions<Values extends FieldValues, Entry> {
  /**
   * The domain's schema of the form: its issues carry field error codes as their messages
   * (`fieldSchema`, `fieldIssue`); any other issue counts as INVALID.
   */
  schema: z.ZodType<Entry, Values>;
  defaultValues: DefaultValues<Values>;
  /** The checked entry. A returned promise (a mutation's `mutateAsync`) keeps the form busy. */
  onSubmit(entry: Entry): unknown;
  /** A submit the rules refused, with what is wrong: where a feature tracks the customer's error. */
  onInvalid?(codes: FieldCodes<Values>): void;
  /** Busy from outside (a mutation the page owns); the form refuses a second submit meanwhile. */
  busy?: boolean | undefined;
  /** The server's refusal of the last entry, by field: shown on the fields, the first focused. */
  serverCodes?: FieldCodes<Values> | undefined;
  /** Also check a field when the customer leaves it (the lookup forms, flows §1.3). */
  checkOnBlur?: boolean | undefined;
}

/** The props of one controlled box: what `TextField` and `SelectField` take. */
export interface EntryFieldProps {
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
}

export interface EntryForm<Values extends FieldValues, Entry> {
  /**
   * The react-hook-form API, for what the few special forms need (watch, setValue, trigger: its
   * resolver is the same schema).
   */
  form: UseFormReturn<Values, unknown, Entry>;
  /** Spread on the `<form>`: its ref (for focus), submit handler and `noValidate`. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    noValidate: true;
  };
  /**
   * A text or select box bound to a field; `asTyped` shapes the value as the customer types
   * (grouped digits). Changing a box clears its error: it is checked again on the next submit.
   */
  field(name: Path<Values>, asTyped?: (value: string) => string): EntryFieldProps;
  /** The error code a field shows now, if any. */
  codeOf(name: Path<Values>): FieldErrorCode | undefined;
  /** Whether the form is sending (its own submit's promise, or `busy`). */
  busy: boolean;
  /** Puts codes on fields (a refusal the feature reads itself) and focuses the first; false if none. */
  showCodes(codes: FieldCodes<Values>): boolean;
  /**
   * Puts a failure's field errors on the fields (`aliases` maps the server's names to the
   * form's) and focuses the first; false when none of them is a field of this form.
   */
  showFieldFailures(failure: Failure, aliases?: Readonly<Record<string, Path<Values>>>): boolean;
}

/** The code a react-hook-form error carries: the domain's code, else INVALID. */
function codeOfMessage(message: unknown): FieldErrorCode {
  return isFieldErrorCode(message) ? message : FIELD_ERROR_CODES.INVALID;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * The one way a form of the app is built: react-hook-form checked by the domain's zod schema,
 * errors as field codes, focus on the first invalid field once its error is on screen (so a
 * keyboard or screen-reader user lands on it and hears the error with it), the server's field
 * errors put on the fields, and a busy state that refuses a second submit.
 */
export function useEntryForm<Values extends FieldValues, Entry>({
  schema,
  defaultValues,
  onSubmit,
  onInvalid,
  busy: busyFromOutside,
  serverCodes,
  checkOnBlur = false,
}: EntryFormOptions<Values, Entry>): EntryForm<Values, Entry> {
  const form = useForm<Values, unknown, Entry>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    // A box's error goes when it changes and comes back only on the next submit, as it always has.
    reValidateMode: 'onSubmit',
    // Focus waits until the errors are rendered (aria-invalid), so the error is read with the field.
    shouldFocusError: false,
  });
  const { formRef, focusInvalid } = useFocusInvalid();
  const { setError, clearErrors, setValue, getFieldState, getValues, watch } = form;
  const [sending, setSending] = useState(false);
  const busy = Boolean(busyFromOutside) || sending;

  const putCodes = useCallback(
    (codes: FieldCodes<Values>) => {
      const entries = Object.entries(codes) as [Path<Values>, FieldErrorCode | undefined][];
      let shown = false;
      for (const [name, code] of entries) {
        if (!code) continue;
        setError(name, { type: 'server', message: code });
        shown = true;
      }
      if (shown) focusInvalid();
      return shown;
    },
    [setError, focusInvalid],
  );

  useEffect(() => {
    if (serverCodes) putCodes(serverCodes);
  }, [serverCodes, putCodes]);

  // Checked in the submit event itself, not through handleSubmit (whose resolver always
  // answers after an await): the errors and the focus land in the same task as the submit.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = schema.safeParse(getValues());
    if (!checked.success) {
      const codes = fieldCodesOf<Path<Values>>(checked.error) as FieldCodes<Values>;
      clearErrors();
      putCodes(codes);
      onInvalid?.(codes);
      return;
    }
    clearErrors();
    const sent = onSubmit(checked.data);
    if (!isPromise(sent)) return;
    setSending(true);
    // A submit that throws is a fault of ours: it stays an unhandled rejection, reported as such.
    void sent.finally(() => setSending(false));
  };

  const values = watch();
  const field = (name: Path<Values>, asTyped?: (value: string) => string): EntryFieldProps => ({
    name,
    value: String(
      name
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], values) ?? '',
    ),
    onChange: (event) => {
      const typed = asTyped ? asTyped(event.target.value) : event.target.value;
      setValue(name, typed as PathValue<Values, Path<Values>>);
      if (getFieldState(name).error) clearErrors(name);
    },
    onBlur: () => {
      if (!checkOnBlur) return;
      const checked = schema.safeParse(getValues());
      const code = checked.success
        ? undefined
        : (fieldCodesOf<Path<Values>>(checked.error) as FieldCodes<Values>)[name];
      if (code) setError(name, { type: 'blur', message: code });
      else if (getFieldState(name).error) clearErrors(name);
    },
  });

  const codeOf = (name: Path<Values>) => {
    const error = getFieldState(name, form.formState).error;
    return error ? codeOfMessage(error.message) : undefined;
  };

  const showFieldFailures = (
    failure: Failure,
    aliases: Readonly<Record<string, Path<Values>>> = {},
  ) => {
    const names = Object.keys(form.getValues()) as Path<Values>[];
    return putCodes(serverFieldCodes(failure.fieldErrors, names, aliases) as FieldCodes<Values>);
  };

  return {
    form,
    formProps: { ref: formRef, onSubmit: submit, noValidate: true },
    field,
    codeOf,
    busy,
    showCodes: putCodes,
    showFieldFailures,
  };
}
