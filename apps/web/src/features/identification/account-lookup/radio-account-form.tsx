import {
  type CareNonPiiRequest,
  checkRadioInfo,
  isRadioIdLastFour,
  normaliseRadioId,
  type RadioInfoField,
  type RadioInfoMethod,
} from '@orbit/domain';
import { useMemo, useState } from 'react';
import { schemaOfCodes, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import styles from '../find-your-radio/find-your-radio.module.css';
import type { LookupFormCommon } from './flepz-form.tsx';
import { lookupFieldErrorId } from './lookup-field-errors.ts';

type Values = Record<RadioInfoField, string>;
const EMPTY: Values = { radioId: '', accountNumber: '', lastName: '' };

/** What is sent: the radio id upper-cased without hyphens, with the one proof chosen. */
export function radioAccountRequestOf(method: RadioInfoMethod, values: Values): CareNonPiiRequest {
  const id = values.radioId.trim();
  const radioId = isRadioIdLastFour(id) ? id.toUpperCase() : normaliseRadioId(id.replace(/-/g, ''));
  return method === 'accountNumber'
    ? { radioId, accountNumber: values.accountNumber.trim() }
    : { radioId, lastName: values.lastName.trim() };
}

/**
 * Radio Info (flows §1.2 account info): the Radio ID with the account number or the last name,
 * whichever the customer has at hand. Checked on blur and on submit.
 */
export function RadioAccountForm({
  country,
  busy,
  serverErrors,
  onInvalid,
  onLookup,
}: LookupFormCommon<RadioInfoField> & { onLookup(request: CareNonPiiRequest): void }) {
  const t = useT();
  const [method, setMethod] = useState<RadioInfoMethod>('accountNumber');
  const schema = useMemo(
    () => schemaOfCodes((values: Values) => checkRadioInfo({ method, ...values }, country)),
    [method, country],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: EMPTY,
    busy,
    serverCodes: serverErrors,
    checkOnBlur: true,
    onSubmit: (values) => onLookup(radioAccountRequestOf(method, values)),
    onInvalid,
  });

  const errorOf = (field: RadioInfoField) => {
    const code = entry.codeOf(field);
    return code ? t(lookupFieldErrorId(field, code)) : undefined;
  };

  return (
    <form {...entry.formProps} className={styles.form}>
      <TextField
        label={t('lookup.field.radioId')}
        hint={t('lookup.field.radioId.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={14}
        {...entry.field('radioId', (value) => value.toUpperCase())}
        error={errorOf('radioId')}
      />
      <fieldset className={styles.choice}>
        <legend className={styles.legend}>{t('lookup.radio.method')}</legend>
        {(['accountNumber', 'lastName'] as const).map((choice) => (
          <label key={choice} className={styles.choiceOption}>
            <input
              type="radio"
              name="radioProof"
              value={choice}
              checked={method === choice}
              onChange={() => setMethod(choice)}
            />
            {t(`lookup.radio.method.${choice}`)}
          </label>
        ))}
      </fieldset>
      {method === 'accountNumber' ? (
        <TextField
          key="accountNumber"
          label={t('lookup.field.accountNumber')}
          hint={t('lookup.field.accountNumber.hint')}
          autoComplete="off"
          inputMode="numeric"
          required
          maxLength={20}
          {...entry.field('accountNumber')}
          error={errorOf('accountNumber')}
        />
      ) : (
        <TextField
          key="lastName"
          label={t('lookup.field.lastName')}
          autoComplete="family-name"
          required
          maxLength={50}
          {...entry.field('lastName')}
          error={errorOf('lastName')}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('lookup.searching') : t('lookup.find')}
        </Button>
      </div>
    </form>
  );
}
