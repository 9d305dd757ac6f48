import type { FieldErrorCode } from '@orbit/domain';
import { type ReactNode, useMemo } from 'react';
import { PHONE_BOX, phoneAsTyped, useEntryForm } from '../../shared/forms/index.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { Alert, Button, TextField } from '../../shared/ui/index.ts';
import styles from './do-not-call.module.css';
import { phoneEntrySchema, phoneErrorMessageId } from './phone-entry.ts';

export interface DoNotCallFormProps {
  busy: boolean;
  /** The server's refusal of the last number sent (a backstop: the rule is the same). */
  serverError?: FieldErrorCode | undefined;
  tooMany: boolean;
  /** The human check the server asked for, shown above Continue; null when none was. */
  humanCheck?: ReactNode;
  onSubmit(digits: string): void;
  onInvalid(code: FieldErrorCode): void;
}

/** The phone number, 10 digits, grouped as typed; Continue sends it once it passes the rule. */
export function DoNotCallForm({
  busy,
  serverError,
  tooMany,
  humanCheck = null,
  onSubmit,
  onInvalid,
}: DoNotCallFormProps) {
  const t = useT();
  const serverCodes = useMemo(
    () => (serverError ? { phoneNumber: serverError } : undefined),
    [serverError],
  );
  const entry = useEntryForm({
    schema: phoneEntrySchema,
    defaultValues: { phoneNumber: '' },
    busy,
    serverCodes,
    onSubmit: ({ phoneNumber }) => onSubmit(phoneNumber),
    onInvalid: ({ phoneNumber }) => {
      if (phoneNumber) onInvalid(phoneNumber);
    },
  });
  const error = entry.codeOf('phoneNumber');

  return (
    <form {...entry.formProps} className={styles.form}>
      {tooMany ? (
        <Alert tone="warning" title={t('doNotCall.tooMany.title')}>
          {t('doNotCall.tooMany.body')}
        </Alert>
      ) : null}
      <TextField
        label={t('doNotCall.phone.label')}
        hint={t('doNotCall.phone.hint')}
        {...PHONE_BOX}
        required
        {...entry.field('phoneNumber', phoneAsTyped)}
        error={error ? t(phoneErrorMessageId(error)) : undefined}
      />
      {humanCheck}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('doNotCall.working') : t('doNotCall.continue')}
        </Button>
      </div>
    </form>
  );
}
