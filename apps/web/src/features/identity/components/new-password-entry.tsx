import { newPasswordSchema } from '@orbit/domain';
import { useState } from 'react';
import * as z from 'zod/mini';
import { type EntryForm, useEntryForm } from '../../../shared/forms/index.ts';
import { TextField } from '../../../shared/ui/index.ts';
import type { ErrorMessage } from '../identity-errors.ts';
import { NewPasswordField } from './new-password-field.tsx';
import { newPasswordMessage } from './password-rules.tsx';
import { type FieldRefusals, useFieldRefusals } from './use-field-refusals.ts';

/** A new password typed twice: the policy's rules on the first, the second the same. */
const newPasswordEntrySchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .check(
    z.refine((entry) => entry.password === entry.confirmPassword, {
      path: ['confirmPassword'],
      message: 'MISMATCH',
    }),
  );

type NewPasswordValues = z.input<typeof newPasswordEntrySchema>;

export interface NewPasswordEntry {
  entry: EntryForm<NewPasswordValues>;
  /** The service's refusal of the password (a word named, reuse): shown on its field. */
  refusals: FieldRefusals<NewPasswordValues>;
  /** A refusal that belongs to no field, shown above the form. */
  formError: ErrorMessage | undefined;
  setFormError(message: ErrorMessage | undefined): void;
}

/**
 * The form of a new password and its confirmation, wherever a customer sets one (registration on
 * the spot, a streaming prospect's emailed link): each send forgets the last refusal, and only a
 * password that passes the policy and matches its confirmation is handed on.
 */
export function useNewPasswordEntry({
  busy,
  onSubmit,
}: {
  /** The page's call is under way: a second send is refused. */
  busy: boolean;
  onSubmit(password: string): void;
}): NewPasswordEntry {
  const [formError, setFormError] = useState<ErrorMessage>();
  const entry = useEntryForm({
    schema: newPasswordEntrySchema,
    defaultValues: { password: '', confirmPassword: '' },
    busy,
    onSubmit: (checked) => {
      refusals.clear();
      setFormError(undefined);
      onSubmit(checked.password);
    },
    onInvalid: () => {
      refusals.clear();
      setFormError(undefined);
    },
  });
  const refusals = useFieldRefusals(entry);
  return { entry, refusals, formError, setFormError };
}

export interface NewPasswordPairProps {
  form: NewPasswordEntry;
  passwordLabel: string;
  confirmLabel: string;
  /** The page's words for a confirmation that does not match. */
  mismatchId: string;
}

/** The two boxes of a new password: the password with its rules, then its confirmation. */
export function NewPasswordPair({
  form: { entry, refusals },
  passwordLabel,
  confirmLabel,
  mismatchId,
}: NewPasswordPairProps) {
  const password = entry.field('password');
  return (
    <>
      <NewPasswordField
        label={passwordLabel}
        field={password}
        error={refusals.errorOf('password', () => newPasswordMessage(password.value))}
      />
      <TextField
        {...entry.field('confirmPassword')}
        label={confirmLabel}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        maxLength={64}
        error={refusals.errorOf('confirmPassword', () => ({ id: mismatchId }))}
      />
    </>
  );
}
