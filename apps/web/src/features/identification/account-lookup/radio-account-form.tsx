import {
  type CareNonPiiRequest,
  checkRadioInfo,
  isRadioIdLastFour,
  normaliseRadioId,
  type RadioInfoField,
  type RadioInfoMethod,
} from '@orbit/domain';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import styles from '../find-your-radio/find-your-radio.module.css';
import type { LookupFormCommon } from './flepz-form.tsx';
import { lookupFieldErrorId } from './lookup-field-errors.ts';
import { useCheckedForm } from './use-checked-form.ts';

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
  const form = useCheckedForm(
    EMPTY,
    (values) => checkRadioInfo({ method, ...values }, country),
    serverErrors,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refused = form.submit();
    if (refused) {
      onInvalid(refused);
      return;
    }
    onLookup(radioAccountRequestOf(method, form.values));
  };

  const errorOf = (field: RadioInfoField) => {
    const code = form.errors[field];
    return code ? t(lookupFieldErrorId(field, code)) : undefined;
  };

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('lookup.field.radioId')}
        hint={t('lookup.field.radioId.hint')}
        name="radioId"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={14}
        value={form.values.radioId}
        error={errorOf('radioId')}
        onChange={(event) => form.set('radioId', event.target.value.toUpperCase())}
        onBlur={() => form.blur('radioId')}
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
          name="accountNumber"
          autoComplete="off"
          inputMode="numeric"
          required
          maxLength={20}
          value={form.values.accountNumber}
          error={errorOf('accountNumber')}
          onChange={(event) => form.set('accountNumber', event.target.value)}
          onBlur={() => form.blur('accountNumber')}
        />
      ) : (
        <TextField
          key="lastName"
          label={t('lookup.field.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={50}
          value={form.values.lastName}
          error={errorOf('lastName')}
          onChange={(event) => form.set('lastName', event.target.value)}
          onBlur={() => form.blur('lastName')}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('lookup.searching') : t('lookup.find')}
        </Button>
      </div>
    </form>
  );
}
