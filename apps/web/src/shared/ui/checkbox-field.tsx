import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './checkbox-field.module.css';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The text beside the box; links inside it stay clickable. */
  label: ReactNode;
  hint?: ReactNode;
  /** When set, the box is marked invalid and the message is announced with it. */
  error?: ReactNode;
}

/**
 * A native checkbox with its label beside it, and a hint and an error wired with
 * `aria-describedby` / `aria-invalid` (the same wiring as FormField).
 */
export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [hintId, errorId, input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          {...input}
          id={id}
          type="checkbox"
          className={[styles.box, error ? styles.invalid : ''].filter(Boolean).join(' ')}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
