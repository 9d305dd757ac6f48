import { useMemo } from 'react';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import styles from './find-your-radio.module.css';
import { type LookupFormProps, lookupSchemaOf } from './lookup-form.ts';
import { checkRadioInfo, lookupErrorMessageId } from './lookup-rules.ts';

const radioInfoSchema = lookupSchemaOf((values: { radioId: string }) =>
  checkRadioInfo(values.radioId),
);

/**
 * The Radio Info tab: the radio id, 8 or 12 characters, upper-cased as typed. Where to find it:
 * channel 0 on the radio, or the sticker on the radio itself.
 */
export function RadioInfoForm({ busy, serverErrors, onLookup, onInvalid }: LookupFormProps) {
  const t = useT();
  // Only the radio id is this tab's: another tab's field errors are not shown here.
  const serverCodes = useMemo(
    () => (serverErrors?.radioId ? { radioId: serverErrors.radioId } : undefined),
    [serverErrors],
  );
  const entry = useEntryForm({
    schema: radioInfoSchema,
    defaultValues: { radioId: '' },
    busy,
    serverCodes,
    onSubmit: onLookup,
    onInvalid,
  });

  const code = entry.codeOf('radioId');
  return (
    <form {...entry.formProps} className={styles.form}>
      <TextField
        label={t('identification.radio.radioId')}
        hint={t('identification.radio.radioIdHint')}
        {...entry.field('radioId', (value) => value.toUpperCase())}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={14}
        error={code ? t(lookupErrorMessageId('radioId', code)) : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('identification.searching') : t('identification.find')}
        </Button>
      </div>
    </form>
  );
}
