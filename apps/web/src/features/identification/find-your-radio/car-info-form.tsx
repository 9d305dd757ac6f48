import { type Country, type Locale, regionsOf } from '@orbit/domain';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../shared/i18n/use-t.ts';
import {
  Button,
  CheckboxField,
  FieldRow,
  SelectField,
  TextField,
  useFocusInvalid,
} from '../../../shared/ui/index.ts';
import styles from './find-your-radio.module.css';
import {
  type CarInfoValues,
  type CarMethod,
  checkCarInfo,
  type LookupErrors,
  type LookupField,
  lookupErrorMessageId,
} from './lookup-rules.ts';
import type { LookupFormProps } from './radio-info-form.tsx';

const EMPTY: CarInfoValues = {
  method: 'vin',
  vin: '',
  licensePlate: '',
  state: '',
  consent: false,
};

/**
 * The Car Info tab: the VIN (17 characters, check digit checked here before any call), or the
 * licence plate with the state or province that issued it and the customer's consent to look
 * it up.
 */
export function CarInfoForm({
  country,
  busy,
  serverErrors,
  onLookup,
  onInvalid,
}: LookupFormProps & { country: Country }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const [values, setValues] = useState<CarInfoValues>(EMPTY);
  const [errors, setErrors] = useState<LookupErrors>({});
  const { formRef, focusInvalid } = useFocusInvalid();
  const regions = useMemo(
    () =>
      regionsOf(country).map((region) => ({
        value: region.code,
        label: region.name[locale === 'fr-CA' ? 'fr' : 'en'],
      })),
    [country, locale],
  );

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      focusInvalid();
    }
  }, [serverErrors, focusInvalid]);

  const set = <K extends keyof CarInfoValues>(field: K, value: CarInfoValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'method') setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: LookupField) => {
    const code = errors[field];
    return code ? t(lookupErrorMessageId(field, code)) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkCarInfo(values, country);
    if (!check.ok) {
      setErrors(check.errors);
      focusInvalid();
      onInvalid(check.errors);
      return;
    }
    setErrors({});
    onLookup(check);
  };

  const choose = (method: CarMethod) => {
    setValues((current) => ({ ...current, method }));
    setErrors({});
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.choice}>
        <legend className={styles.legend}>{t('identification.car.method')}</legend>
        {(['vin', 'plate'] as const).map((method) => (
          <label key={method} className={styles.choiceOption}>
            <input
              type="radio"
              name="carMethod"
              value={method}
              checked={values.method === method}
              onChange={() => choose(method)}
            />
            {t(`identification.car.method.${method}`)}
          </label>
        ))}
      </fieldset>
      {values.method === 'vin' ? (
        <TextField
          label={t('identification.car.vin')}
          hint={t('identification.car.vinHint')}
          name="vin"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={17}
          value={values.vin}
          error={errorOf('vin')}
          onChange={(event) => set('vin', event.target.value.toUpperCase().replace(/\s/g, ''))}
        />
      ) : (
        <>
          <FieldRow>
            <TextField
              label={t('identification.car.plate')}
              hint={t('identification.car.plateHint')}
              name="licensePlate"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              maxLength={10}
              value={values.licensePlate}
              error={errorOf('licensePlate')}
              onChange={(event) => set('licensePlate', event.target.value.toUpperCase())}
            />
            <SelectField
              label={t(
                country === 'ca' ? 'identification.car.province' : 'identification.car.state',
              )}
              name="plateState"
              required
              placeholder={t('identification.choose')}
              options={regions}
              value={values.state}
              error={errorOf('state')}
              onChange={(event) => set('state', event.target.value)}
            />
          </FieldRow>
          <CheckboxField
            label={t('identification.car.consent')}
            name="consent"
            required
            checked={values.consent}
            error={errorOf('consent')}
            onChange={(event) => set('consent', event.target.checked)}
          />
        </>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('identification.searching') : t('identification.find')}
        </Button>
      </div>
    </form>
  );
}
