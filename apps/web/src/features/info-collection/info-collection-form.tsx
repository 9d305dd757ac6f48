import {
  type CareInfoCollectionPrefill,
  type Country,
  checkInfoCollectionAnswers,
  INFO_COLLECTION_FIELDS,
  type InfoCollectionErrors,
  type InfoCollectionField,
  type InfoCollectionValues,
  type Locale,
  regionsOf,
} from '@orbit/domain';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../shared/i18n/use-t.ts';
import { Alert, Button, SelectField, TextField, useFocusInvalid } from '../../shared/ui/index.ts';
import { FIELD_SPECS, fieldErrorMessageId } from './field-specs.ts';
import styles from './info-collection.module.css';

export interface InfoCollectionFormProps {
  prefill: CareInfoCollectionPrefill;
  country: Country;
  busy: boolean;
  tooMany: boolean;
  /** The server's refusal of the last answers (a backstop: the rules are the same). */
  serverErrors?: InfoCollectionErrors | undefined;
  onSubmit(values: InfoCollectionValues): void;
  onInvalid(errors: InfoCollectionErrors): void;
}

/**
 * Every field of the form (flows §7.4), in its order; only those the chat asked for are enabled
 * (and required). The others stay disabled, showing what is already known (masked) or nothing.
 * Checked with the market's field rules (flows §0) before anything is sent.
 */
export function InfoCollectionForm({
  prefill,
  country,
  busy,
  tooMany,
  serverErrors,
  onSubmit,
  onInvalid,
}: InfoCollectionFormProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const [values, setValues] = useState<InfoCollectionValues>({});
  const [errors, setErrors] = useState<InfoCollectionErrors>({});
  const { formRef, focusInvalid } = useFocusInvalid();
  const requested = prefill.requestedFields;

  useEffect(() => {
    if (!serverErrors) return;
    setErrors(serverErrors);
    focusInvalid();
  }, [serverErrors, focusInvalid]);

  const regions = useMemo(
    () =>
      regionsOf(country).map((region) => ({
        value: region.code,
        label: region.name[locale === 'fr-CA' ? 'fr' : 'en'],
      })),
    [country, locale],
  );

  const change = (field: InfoCollectionField, value: string) => {
    const asTyped = field === 'state' ? undefined : FIELD_SPECS[field].asTyped;
    setValues((current) => ({ ...current, [field]: asTyped ? asTyped(value, country) : value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkInfoCollectionAnswers(requested, values, country);
    if (!check.ok) {
      setErrors(check.errors);
      focusInvalid();
      onInvalid(check.errors);
      return;
    }
    setErrors({});
    onSubmit(check.values);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {tooMany ? (
        <Alert tone="warning" title={t('infoCollection.tooMany.title')}>
          {t('infoCollection.tooMany.body')}
        </Alert>
      ) : null}
      {INFO_COLLECTION_FIELDS.map((field) => {
        const asked = requested.includes(field);
        const code = errors[field];
        const common = {
          label: t(`infoCollection.field.${field}`),
          name: field,
          disabled: !asked,
          required: asked,
          error: code ? t(fieldErrorMessageId(field, code)) : undefined,
          value: asked ? (values[field] ?? '') : (prefill.knownValues[field] ?? ''),
          className: asked ? undefined : styles.notAsked,
        };
        if (field === 'state') {
          return (
            <SelectField
              key={field}
              {...common}
              hint={asked ? undefined : t('infoCollection.notAsked')}
              autoComplete="address-level1"
              placeholder={t('infoCollection.choose')}
              options={regions}
              onChange={(event) => change(field, event.target.value)}
            />
          );
        }
        const spec = FIELD_SPECS[field];
        return (
          <TextField
            key={field}
            {...common}
            hint={
              asked
                ? spec.hasHint
                  ? t(`infoCollection.hint.${field}`)
                  : undefined
                : t('infoCollection.notAsked')
            }
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
            maxLength={spec.maxLength}
            spellCheck={false}
            onChange={(event) => change(field, event.target.value)}
          />
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('infoCollection.sending') : t('infoCollection.send')}
        </Button>
      </div>
    </form>
  );
}
