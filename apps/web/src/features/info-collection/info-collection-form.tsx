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
import { useMemo } from 'react';
import { schemaOfCheck, useEntryForm } from '../../shared/forms/index.ts';
import { useIntl } from '../../shared/i18n/intl.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { Alert, Button, SelectField, TextField } from '../../shared/ui/index.ts';
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
  const requested = prefill.requestedFields;
  const schema = useMemo(
    () =>
      schemaOfCheck((values: InfoCollectionValues) =>
        checkInfoCollectionAnswers(requested, values, country),
      ),
    [requested, country],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: {},
    busy,
    serverCodes: serverErrors,
    onSubmit,
    onInvalid,
  });

  const regions = useMemo(
    () =>
      regionsOf(country).map((region) => ({
        value: region.code,
        label: region.name[locale === 'fr-CA' ? 'fr' : 'en'],
      })),
    [country, locale],
  );

  const answer = (field: InfoCollectionField) => {
    const asTyped = field === 'state' ? undefined : FIELD_SPECS[field].asTyped;
    return entry.field(field, asTyped ? (value) => asTyped(value, country) : undefined);
  };

  return (
    <form {...entry.formProps} className={styles.form}>
      {tooMany ? (
        <Alert tone="warning" title={t('infoCollection.tooMany.title')}>
          {t('infoCollection.tooMany.body')}
        </Alert>
      ) : null}
      {INFO_COLLECTION_FIELDS.map((field) => {
        const asked = requested.includes(field);
        const code = entry.codeOf(field);
        const common = {
          label: t(`infoCollection.field.${field}`),
          disabled: !asked,
          required: asked,
          error: code ? t(fieldErrorMessageId(field, code)) : undefined,
          className: asked ? undefined : styles.notAsked,
          ...(asked ? answer(field) : { name: field, value: prefill.knownValues[field] ?? '' }),
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
          />
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('infoCollection.sending') : t('infoCollection.send')}
        </Button>
      </div>
    </form>
  );
}
