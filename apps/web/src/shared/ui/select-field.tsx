import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FormField } from './form-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"); a required select starts on it. */
  placeholder?: string;
}

/** A native select inside a FormField (label, hint and error wired the same way). */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...select}
          {...control}
          className={[control.className, className].filter(Boolean).join(' ')}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
