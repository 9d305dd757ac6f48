import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './form-field.module.css';

/** What a control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** When set, the control is marked invalid and the message is announced with it. */
  error?: ReactNode;
  /** Shown after the label; the control itself should still carry `required`. */
  optionalText?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, an optional hint and an optional error around one control, wired with `htmlFor`,
 * `aria-describedby` and `aria-invalid` so screen readers read them together.
 */
export function FormField({ label, hint, error, optionalText, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalText ? <span className={styles.optional}> {optionalText}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <svg
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
            className={styles.errorIcon}
          >
            <circle cx="8" cy="8" r="8" />
            <rect x="7" y="3.5" width="2" height="6" rx="1" fill="#fff" />
            <circle cx="8" cy="12" r="1.1" fill="#fff" />
          </svg>
          {error}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        className: [styles.control, error ? styles.invalid : ''].filter(Boolean).join(' '),
      })}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** The common case: a FormField around a text input. */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          aria-describedby={
            [control['aria-describedby'], input['aria-describedby']].filter(Boolean).join(' ') ||
            undefined
          }
          className={[control.className, className].filter(Boolean).join(' ')}
        />
      )}
    </FormField>
  );
}
