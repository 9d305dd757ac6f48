import { useId } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { TextField } from '../../../shared/ui/index.ts';
import type { ErrorMessage } from '../identity-errors.ts';
import { PasswordRules } from './password-rules.tsx';

export interface NewPasswordFieldProps {
  label: string;
  value: string;
  error: ErrorMessage | undefined;
  onChange(value: string): void;
}

/** A new password, with the policy's rules shown live beneath it and linked to the field. */
export function NewPasswordField({ label, value, error, onChange }: NewPasswordFieldProps) {
  const t = useT();
  const rulesId = useId();
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        maxLength={64}
        value={value}
        error={error ? t(error.id, error.values) : undefined}
        aria-describedby={rulesId}
        onChange={(event) => onChange(event.target.value)}
      />
      <PasswordRules id={rulesId} password={value} />
    </>
  );
}
