import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, TextField, useFocusInvalid } from '../../../shared/ui/index.ts';
import styles from './find-your-radio.module.css';
import {
  checkRadioInfo,
  type LookupCheck,
  type LookupErrors,
  lookupErrorMessageId,
} from './lookup-rules.ts';

export interface LookupFormProps {
  /** A lookup is running: the button says so and a second submit is ignored. */
  busy: boolean;
  /** The server's field errors of the last lookup (a backstop: the rules are the same). */
  serverErrors?: LookupErrors | undefined;
  onLookup(check: Extract<LookupCheck, { ok: true }>): void;
  onInvalid(errors: LookupErrors): void;
}

/**
 * The Radio Info tab: the radio id, 8 or 12 characters, upper-cased as typed. Where to find it:
 * channel 0 on the radio, or the sticker on the radio itself.
 */
export function RadioInfoForm({ busy, serverErrors, onLookup, onInvalid }: LookupFormProps) {
  const t = useT();
  const [radioId, setRadioId] = useState('');
  const [errors, setErrors] = useState<LookupErrors>({});
  const { formRef, focusInvalid } = useFocusInvalid();

  useEffect(() => {
    if (serverErrors?.radioId) {
      setErrors(serverErrors);
      focusInvalid();
    }
  }, [serverErrors, focusInvalid]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkRadioInfo(radioId);
    if (!check.ok) {
      setErrors(check.errors);
      focusInvalid();
      onInvalid(check.errors);
      return;
    }
    setErrors({});
    onLookup(check);
  };

  const code = errors.radioId;
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('identification.radio.radioId')}
        hint={t('identification.radio.radioIdHint')}
        name="radioId"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={14}
        value={radioId}
        error={code ? t(lookupErrorMessageId('radioId', code)) : undefined}
        onChange={(event) => {
          setRadioId(event.target.value.toUpperCase());
          setErrors({});
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('identification.searching') : t('identification.find')}
        </Button>
      </div>
    </form>
  );
}
