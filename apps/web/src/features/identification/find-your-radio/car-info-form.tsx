import { type Country, type Locale, regionsOf } from '@orbit/domain';
import { useMemo } from 'react';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import {
  Button,
  CheckboxField,
  FieldRow,
  SelectField,
  TextField,
} from '../../../shared/ui/index.ts';
import styles from './find-your-radio.module.css';
import { type LookupFormProps, lookupSchemaOf } from './lookup-form.ts';
import {
  type CarInfoValues,
  type CarMethod,
  checkCarInfo,
  type LookupField,
  lookupErrorMessageId,
} from './lookup-rules.ts';

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
 * it up. With `method`, the form is that one way only (a page whose tabs are the VIN and the
 * plate), without the choice between them.
 */
export function CarInfoForm({
  country,
  busy,
  serverErrors,
  onLookup,
  onInvalid,
  method: onlyMethod,
}: LookupFormProps & { country: Country; method?: CarMethod }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const schema = useMemo(
    () => lookupSchemaOf((values: CarInfoValues) => checkCarInfo(values, country)),
    [country],
  );
  const serverCodes = useMemo(
    () => (serverErrors && Object.keys(serverErrors).length > 0 ? serverErrors : undefined),
    [serverErrors],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: { ...EMPTY, method: onlyMethod ?? EMPTY.method },
    busy,
    serverCodes,
    onSubmit: onLookup,
    onInvalid,
  });
  const method = entry.form.watch('method');
  const regions = useMemo(
    () =>
      regionsOf(country).map((region) => ({
        value: region.code,
        label: region.name[locale === 'fr-CA' ? 'fr' : 'en'],
      })),
    [country, locale],
  );

  const errorOf = (field: Exclude<LookupField, 'radioId'>) => {
    const code = entry.codeOf(field);
    return code ? t(lookupErrorMessageId(field, code)) : undefined;
  };

  // Another way to look the car up: what the other way refused no longer applies.
  const choose = (next: CarMethod) => {
    entry.form.setValue('method', next);
    entry.form.clearErrors();
  };

  return (
    <form {...entry.formProps} className={styles.form}>
      {onlyMethod ? null : (
        <fieldset className={styles.choice}>
          <legend className={styles.legend}>{t('identification.car.method')}</legend>
          {(['vin', 'plate'] as const).map((choice) => (
            <label key={choice} className={styles.choiceOption}>
              <input
                type="radio"
                name="carMethod"
                value={choice}
                checked={method === choice}
                onChange={() => choose(choice)}
              />
              {t(`identification.car.method.${choice}`)}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'vin' ? (
        <TextField
          label={t('identification.car.vin')}
          hint={t('identification.car.vinHint')}
          {...entry.field('vin', (value) => value.toUpperCase().replace(/\s/g, ''))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={17}
          error={errorOf('vin')}
        />
      ) : (
        <>
          <FieldRow>
            <TextField
              label={t('identification.car.plate')}
              hint={t('identification.car.plateHint')}
              {...entry.field('licensePlate', (value) => value.toUpperCase())}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              maxLength={10}
              error={errorOf('licensePlate')}
            />
            <SelectField
              label={t(
                country === 'ca' ? 'identification.car.province' : 'identification.car.state',
              )}
              {...entry.field('state')}
              name="plateState"
              required
              placeholder={t('identification.choose')}
              options={regions}
              error={errorOf('state')}
            />
          </FieldRow>
          <CheckboxField
            label={t('identification.car.consent')}
            {...entry.checkbox('consent')}
            required
            error={errorOf('consent')}
          />
        </>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('identification.searching') : t('identification.find')}
        </Button>
      </div>
    </form>
  );
}
