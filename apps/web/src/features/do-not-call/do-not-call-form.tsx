import type { FieldErrorCode } from '@orbit/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../shared/i18n/use-t.ts';
import { Alert, Button, TextField, useFocusInvalid } from '../../shared/ui/index.ts';
import styles from './do-not-call.module.css';
import { checkPhoneEntry, phoneAsTyped, phoneErrorMessageId } from './phone-entry.ts';

export interface DoNotCallFormProps {
  busy: boolean;
  /** The server's refusal of the last number sent (a backstop: the rule is the same). */
  serverError?: FieldErrorCode | undefined;
  tooMany: boolean;
  onSubmit(digits: string): void;
  onInvalid(code: FieldErrorCode): void;
}

/** The phone number, 10 digits, grouped as typed; Continue sends it once it passes the rule. */
export function DoNotCallForm({
  busy,
  serverError,
  tooMany,
  onSubmit,
  onInvalid,
}: DoNotCallFormProps) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<FieldErrorCode>();
  const { formRef, focusInvalid } = useFocusInvalid();

  useEffect(() => {
    if (!serverError) return;
    setError(serverError);
    focusInvalid();
  }, [serverError, focusInvalid]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkPhoneEntry(phone);
    if (!check.ok) {
      setError(check.code);
      focusInvalid();
      onInvalid(check.code);
      return;
    }
    setError(undefined);
    onSubmit(check.digits);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {tooMany ? (
        <Alert tone="warning" title={t('doNotCall.tooMany.title')}>
          {t('doNotCall.tooMany.body')}
        </Alert>
      ) : null}
      <TextField
        label={t('doNotCall.phone.label')}
        hint={t('doNotCall.phone.hint')}
        name="phoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        maxLength={16}
        value={phone}
        error={error ? t(phoneErrorMessageId(error)) : undefined}
        onChange={(event) => {
          setPhone(phoneAsTyped(event.target.value));
          setError(undefined);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('doNotCall.working') : t('doNotCall.continue')}
        </Button>
      </div>
    </form>
  );
}
