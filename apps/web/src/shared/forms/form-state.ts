import { useReducer, useState } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';

/**
 * A field's error as a form holds it: `type` says how it got there (a refused submit, the
 * server's codes, a message the feature gave), `message` is the code or message id.
 */
export interface FieldError {
  type: string;
  message: string;
}

/**
 * What a form holds between renders: the values typed so far and the errors on fields. The few
 * special forms read and set it directly (a choice that changes other fields, a file, a reset);
 * every other form only sees it through `useEntryForm`.
 *
 * Our own, not react-hook-form's store (ADR 091): `useEntryForm` checks the entry with the
 * domain's schema itself, so what it needed of the library was this much; the library was 12 KB
 * gzip on every page with a form. Its path types (`Path`, `PathValue`) are still the library's,
 * as types only: nothing of it is bundled.
 */
export interface FormState<Values extends FieldValues> {
  /** The values now (the form renders again on every change, so this is what is on screen). */
  watch(): Values;
  watch<Name extends Path<Values>>(name: Name): PathValue<Values, Name>;
  /** The values as they are at this instant, also between a change and its render. */
  getValues(): Values;
  getValues<Name extends Path<Values>>(name: Name): PathValue<Values, Name>;
  setValue<Name extends Path<Values>>(name: Name, value: PathValue<Values, Name>): void;
  setError(name: Path<Values>, error: FieldError): void;
  /** Clears the errors of a field (and the fields below it), of several, or of all. */
  clearErrors(name?: Path<Values> | readonly Path<Values>[]): void;
  /** Back to the defaults, or to `values`, which become the defaults; no errors. */
  reset(values?: DefaultValues<Values>): void;
  errorOf(name: Path<Values>): FieldError | undefined;
}

function valueAt(values: unknown, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);
}

/** A copy of `values` with `value` at the dotted path; what is not on the path is shared. */
function withValueAt(values: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  const at = (values ?? {}) as Record<string, unknown>;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(at) ? [...at] : { ...at };
  (copy as Record<string, unknown>)[key] = withValueAt(at[key], rest, value);
  return copy;
}

function isAtOrBelow(field: string, name: string): boolean {
  return field === name || field.startsWith(`${name}.`);
}

/**
 * Makes the store once per form: its methods keep their identity across renders (callers put
 * them in hook dependencies), and it reads and writes the latest values synchronously, so a
 * change followed by a submit in the same task sees the change.
 */
function makeFormState<Values extends FieldValues>(
  initial: DefaultValues<Values>,
  rerender: () => void,
): FormState<Values> {
  let defaults = initial as unknown as Values;
  let values = defaults;
  let errors: Record<string, FieldError> = {};
  const read = (name?: string) => (name === undefined ? values : valueAt(values, name));
  return {
    watch: read as FormState<Values>['watch'],
    getValues: read as FormState<Values>['getValues'],
    setValue(name, value) {
      values = withValueAt(values, name.split('.'), value) as Values;
      rerender();
    },
    setError(name, error) {
      errors = { ...errors, [name]: error };
      rerender();
    },
    clearErrors(name) {
      const names: readonly string[] | undefined =
        name === undefined ? undefined : typeof name === 'string' ? [name] : name;
      const kept = Object.entries(errors).filter(
        ([field]) => names !== undefined && !names.some((cleared) => isAtOrBelow(field, cleared)),
      );
      if (kept.length === Object.keys(errors).length) return;
      errors = Object.fromEntries(kept);
      rerender();
    },
    reset(next) {
      if (next !== undefined) defaults = next as unknown as Values;
      values = defaults;
      errors = {};
      rerender();
    },
    errorOf: (name) => errors[name],
  };
}

/** A form's values and field errors, starting from `defaultValues` (read once, as a form's are). */
export function useFormState<Values extends FieldValues>(
  defaultValues: DefaultValues<Values>,
): FormState<Values> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [state] = useState(() => makeFormState<Values>(defaultValues, rerender));
  return state;
}
