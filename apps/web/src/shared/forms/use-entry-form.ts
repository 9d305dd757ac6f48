import { FIELD_ERROR_CODES, type FieldErrorCode, isFieldErrorCode } from '@orbit/domain';
import { type FormEvent, type RefObject, useCallback, useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import * as z from 'zod/mini';
import type { Failure } from '../errors/failure-of.ts';
import { fieldCodesOf, serverFieldCodes } from '../ui/field-codes.ts';
import { useFocusInvalid } from '../ui/use-focus-invalid.ts';
import { type FormState, useFormState } from './form-state.ts';

/**
 * The first error code of each field that failed, by the field's name: the domain's, or one of
 * the form's own (`Own`, see `ownCodes`).
 */
export type FieldCodes<Values extends FieldValues, Own extends string = never> = Partial<
  Record<Path<Values>, FieldErrorCode | Own>
>;

export interface EntryFormOptions<Values extends FieldValues, Entry, Own extends string = never> {
  /**
   * The domain's schema of the form: its issues carry field error codes as their messages
   * (`fieldSchema`, `fieldIssue`); any other issue counts as INVALID.
   */
  schema: z.core.$ZodType<Entry, Values>;
  defaultValues: DefaultValues<Values>;
  /** The checked entry. A returned promise (a mutation's `mutateAsync`) keeps the form busy. */
  onSubmit(entry: Entry): unknown;
  /** A submit the rules refused, with what is wrong: where a feature tracks the customer's error. */
  onInvalid?(codes: FieldCodes<Values, Own>): void;
  /** Busy from outside (a mutation the page owns); the form refuses a second submit meanwhile. */
  busy?: boolean | undefined;
  /** The server's refusal of the last entry, by field: shown on the fields, the first focused. */
  serverCodes?: FieldCodes<Values, Own> | undefined;
  /**
   * Refusal codes the form has words of its own for, beside the domain's field codes (an amount
   * above the balance, a gift card the services refused): kept as they are, where any other code
   * counts as INVALID.
   */
  ownCodes?: readonly Own[] | undefined;
  /** Also check a field when the customer leaves it (the lookup forms, flows §1.3). */
  checkOnBlur?: boolean | undefined;
}

/** The props of one controlled checkbox: what `CheckboxField` takes. */
export interface EntryCheckboxProps {
  name: string;
  checked: boolean;
  onChange(event: { target: { checked: boolean } }): void;
}

/** The props of one controlled box: what `TextField` and `SelectField` take. */
export interface EntryFieldProps {
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
}

export interface EntryForm<Values extends FieldValues, Own extends string = never> {
  /** The values and errors, for what the few special forms need (watch, setValue, reset). */
  form: FormState<Values>;
  /**
   * Spread on the `<form>`: its ref (for focus), submit handler, `noValidate`, and `method="post"`:
   * a form submitted before the app runs (a prerendered screen, ADR 083) must not put what was
   * typed — a password — in the address bar and the history, as a GET would.
   */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    noValidate: true;
    method: 'post';
  };
  /**
   * A text or select box bound to a field; `asTyped` shapes the value as the customer types
   * (grouped digits). Changing a box clears its error: it is checked again on the next submit.
   */
  field(name: Path<Values>, asTyped?: (value: string) => string): EntryFieldProps;
  /** A checkbox bound to a boolean field; ticking or unticking it clears its error. */
  checkbox(name: Path<Values>): EntryCheckboxProps;
  /** The error code a field shows now, if any. */
  codeOf(name: Path<Values>): FieldErrorCode | Own | undefined;
  /** Whether the form is sending (its own submit's promise, or `busy`). */
  busy: boolean;
  /** Puts codes on fields (a refusal the feature reads itself) and focuses the first; false if none. */
  showCodes(codes: FieldCodes<Values, Own>): boolean;
  /**
   * Puts a failure's field errors on the fields (`aliases` maps the server's names to the
   * form's) and focuses the first; false when none of them is a field of this form.
   */
  showFieldFailures(failure: Failure, aliases?: Readonly<Record<string, Path<Values>>>): boolean;
  /**
   * Puts a refusal the feature has already put into words on the fields (a server refusal its
   * own table reads, as message ids) and focuses the first; false if none. Such a field's code
   * is INVALID; `messageOf` gives its words.
   */
  showMessages(ids: Partial<Record<Path<Values>, string>>): boolean;
  /** The message id given with the field's refusal (`showMessages`), if that is its error. */
  messageOf(name: Path<Values>): string | undefined;
}

/** The error type of codes the hook puts on fields (a refused submit, the server's codes). */
const CODE = 'server';
/** The error type of a refusal the feature gave in words (a message id): its code is INVALID. */
const MESSAGE = 'message';

/** The code a field's error carries: the domain's code, one of the form's own, else INVALID. */
function codeOfMessage<Own extends string>(
  message: unknown,
  ownCodes: readonly Own[],
): FieldErrorCode | Own {
  if (isFieldErrorCode(message)) return message;
  return ownCodes.find((code) => code === message) ?? FIELD_ERROR_CODES.INVALID;
}

const NO_OWN_CODES: readonly never[] = [];

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * The one way a form of the app is built: its values checked by the domain's zod schema,
 * errors as field codes, focus on the first invalid field once its error is on screen (so a
 * keyboard or screen-reader user lands on it and hears the error with it), the server's field
 * errors put on the fields, and a busy state that refuses a second submit.
 */
export function useEntryForm<Values extends FieldValues, Entry, Own extends string = never>({
  schema,
  defaultValues,
  onSubmit,
  onInvalid,
  busy: busyFromOutside,
  serverCodes,
  ownCodes = NO_OWN_CODES,
  checkOnBlur = false,
}: EntryFormOptions<Values, Entry, Own>): EntryForm<Values, Own> {
  // Checked only on submit (and on leaving a box with `checkOnBlur`); a box's error goes when it
  // changes and comes back only on the next submit. Focus waits until the errors are rendered
  // (aria-invalid), so the error is read with the field.
  const form = useFormState<Values>(defaultValues);
  const { formRef, focusInvalid } = useFocusInvalid();
  const { setError, clearErrors, setValue, errorOf, getValues, watch } = form;
  const [sending, setSending] = useState(false);
  const busy = Boolean(busyFromOutside) || sending;

  /** Puts codes (or message ids, `type` says which) on their fields and focuses the first. */
  const put = useCallback(
    (type: typeof CODE | typeof MESSAGE, byField: Partial<Record<Path<Values>, string>>) => {
      const entries = Object.entries(byField) as [Path<Values>, string | undefined][];
      let shown = false;
      for (const [name, message] of entries) {
        if (!message) continue;
        setError(name, { type, message });
        shown = true;
      }
      if (shown) focusInvalid();
      return shown;
    },
    [setError, focusInvalid],
  );
  const putCodes = useCallback((codes: FieldCodes<Values, Own>) => put(CODE, codes), [put]);

  useEffect(() => {
    if (serverCodes) putCodes(serverCodes);
  }, [serverCodes, putCodes]);

  // Checked in the submit event itself: the errors and the focus land in the same task as the
  // submit.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = z.safeParse(schema, getValues());
    if (!checked.success) {
      const codes: FieldCodes<Values, Own> = fieldCodesOf(checked.error, ownCodes);
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
  const valueAt = (name: Path<Values>): unknown =>
    name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], values);
  const field = (name: Path<Values>, asTyped?: (value: string) => string): EntryFieldProps => ({
    name,
    value: String(valueAt(name) ?? ''),
    onChange: (event) => {
      const typed = asTyped ? asTyped(event.target.value) : event.target.value;
      setValue(name, typed as PathValue<Values, Path<Values>>);
      if (errorOf(name)) clearErrors(name);
    },
    onBlur: () => {
      if (!checkOnBlur) return;
      const checked = z.safeParse(schema, getValues());
      const code = checked.success
        ? undefined
        : (fieldCodesOf(checked.error, ownCodes) as FieldCodes<Values, Own>)[name];
      if (code) setError(name, { type: 'blur', message: code });
      else if (errorOf(name)) clearErrors(name);
    },
  });

  const checkbox = (name: Path<Values>): EntryCheckboxProps => ({
    name,
    checked: Boolean(valueAt(name)),
    onChange: (event) => {
      setValue(name, event.target.checked as PathValue<Values, Path<Values>>);
      if (errorOf(name)) clearErrors(name);
    },
  });

  const codeOf = (name: Path<Values>) => {
    const error = errorOf(name);
    if (!error) return undefined;
    return error.type === MESSAGE
      ? FIELD_ERROR_CODES.INVALID
      : codeOfMessage(error.message, ownCodes);
  };

  const messageOf = (name: Path<Values>) => {
    const error = errorOf(name);
    return error?.type === MESSAGE ? error.message : undefined;
  };

  const showFieldFailures = (
    failure: Failure,
    aliases: Readonly<Record<string, Path<Values>>> = {},
  ) => {
    const names = Object.keys(form.getValues()) as Path<Values>[];
    return putCodes(
      serverFieldCodes(failure.fieldErrors, names, aliases) as FieldCodes<Values, Own>,
    );
  };

  return {
    form,
    formProps: { ref: formRef, onSubmit: submit, noValidate: true, method: 'post' },
    field,
    checkbox,
    codeOf,
    busy,
    showCodes: putCodes,
    showMessages: (ids) => put(MESSAGE, ids),
    messageOf,
    showFieldFailures,
  };
}
