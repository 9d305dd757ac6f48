import { useId } from 'react';
import type { EntryFieldProps } from '../../../shared/forms/index.ts';
import { TextField } from '../../../shared/ui/index.ts';
import { PasswordRules } from './password-rules.tsx';

export interface NewPasswordFieldProps {
  label: string;
  /** The box bound to the form's password field (`entry.field`). */
  field: EntryFieldProps;
  error: string | undefined;
}

/** A new password, with the policy's rules shown live beneath it and linked to the field. */
export function NewPasswordField({ label, field, error }: NewPasswordFieldProps) {
  const rulesId = useId();
  return (
    <>
      <TextField
        {...field}
        label={label}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        maxLength={64}
        error={error}
        aria-describedby={rulesId}
      />
      <PasswordRules id={rulesId} password={field.value} />
    </>
  );
}
