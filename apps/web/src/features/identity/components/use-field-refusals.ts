import { FIELD_ERROR_CODES, type FieldErrorCode } from '@orbit/domain';
import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { EntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import type { ErrorMessage } from '../identity-errors.ts';

export interface FieldRefusals<Values extends FieldValues> {
  /**
   * Shows the server's refusal on a field in the page's words: marked invalid and focused like
   * any field error, until the customer changes the field or sends the form again.
   */
  refuse(field: Path<Values>, message: ErrorMessage): void;
  /** Forgets the refusals: the form is being sent again. */
  clear(): void;
  /** The error text of a field: the refusal on it, else its own code's message. */
  errorOf(
    field: Path<Values>,
    messageOf: (code: FieldErrorCode) => ErrorMessage,
  ): string | undefined;
}

/**
 * The identity services refuse a credential with a code of their own (a password with a word
 * named, a lockout with its minutes, a handle in use), not a field error: no field code can carry
 * that message, so the page keeps it beside the form's codes.
 */
export function useFieldRefusals<Values extends FieldValues>(
  entry: Pick<EntryForm<Values>, 'showCodes' | 'codeOf'>,
): FieldRefusals<Values> {
  const t = useT();
  const [refusal, setRefusal] = useState<{ field: Path<Values>; message: ErrorMessage }>();
  return {
    refuse(field, message) {
      setRefusal({ field, message });
      entry.showCodes({ [field]: FIELD_ERROR_CODES.INVALID } as never);
    },
    clear() {
      setRefusal(undefined);
    },
    errorOf(field, messageOf) {
      const code = entry.codeOf(field);
      if (!code) return undefined;
      const message = refusal?.field === field ? refusal.message : messageOf(code);
      return t(message.id, message.values);
    },
  };
}
