import type { ReactNode } from 'react';
import { PHONE_BOX, phoneAsTyped, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Button, CheckboxField, TextField } from '../../../shared/ui/index.ts';
import { textEntrySchema, textPhoneMessageId } from './refresh-entry.ts';
import styles from './refresh-signal.module.css';

export interface TextStepsFormProps {
  busy: boolean;
  humanCheck?: ReactNode;
  onSubmit(phone: string): void;
}

/** "No, not near the car": the mobile number and the consent to one text (flows §8.2). */
export function TextStepsForm({ busy, humanCheck = null, onSubmit }: TextStepsFormProps) {
  const t = useT();
  const { care } = useAppConfig();
  const entry = useEntryForm({
    schema: textEntrySchema,
    defaultValues: { phone: '', consent: false },
    busy,
    onSubmit: ({ phone }) => onSubmit(phone),
  });
  const phoneError = entry.codeOf('phone');
  return (
    <form {...entry.formProps} className={styles.form}>
      <TextField
        label={t('refreshSignal.text.phone.label')}
        hint={t('refreshSignal.text.phone.hint')}
        {...PHONE_BOX}
        required
        {...entry.field('phone', phoneAsTyped)}
        error={phoneError ? t(textPhoneMessageId(phoneError)) : undefined}
      />
      <CheckboxField
        label={t('refreshSignal.text.consent')}
        {...entry.checkbox('consent')}
        error={entry.codeOf('consent') ? t('refreshSignal.text.consent.required') : undefined}
      />
      {humanCheck}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('refreshSignal.sending') : t('refreshSignal.text.send')}
        </Button>
      </div>
      <p className={styles.note}>
        {t('refreshSignal.text.shortCode', { shortCode: care.refreshShortCode })}
      </p>
    </form>
  );
}
