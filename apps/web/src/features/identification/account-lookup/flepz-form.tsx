import {
  type CareFlepzRequest,
  type Country,
  checkFlepz,
  type FlepzField,
  type FlepzValues,
  type Locale,
  normalisePostalCode,
  phoneKey,
} from '@orbit/domain';
import { useMemo } from 'react';
import { type FieldCodes, schemaOfCodes, useEntryForm } from '../../../shared/forms/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, FieldRow, TextField } from '../../../shared/ui/index.ts';
import styles from '../find-your-radio/find-your-radio.module.css';
import { lookupFieldErrorId } from './lookup-field-errors.ts';

export interface LookupFormCommon<Field extends string> {
  country: Country;
  busy: boolean;
  serverErrors?: FieldCodes<Record<Field, string>> | undefined;
  onInvalid(errors: FieldCodes<Record<Field, string>>): void;
}

const EMPTY: FlepzValues = { firstName: '', lastName: '', email: '', phoneNumber: '', zipCode: '' };

const AUTOCOMPLETE: Record<FlepzField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phoneNumber: 'tel-national',
  zipCode: 'postal-code',
};

/** What is sent: trimmed, the phone as its 10 digits, a Canadian postal code as A1A 1A1. */
export function flepzRequestOf(values: FlepzValues, country: Country, locale: Locale) {
  const request: CareFlepzRequest = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: phoneKey(values.phoneNumber) ?? values.phoneNumber.trim(),
    zipCode: normalisePostalCode(values.zipCode, country),
    locale,
  };
  return request;
}

/**
 * Your Info (FLEPZ, flows §1.2–1.3): first name, last name, email, phone and zip, each checked
 * when the customer leaves it (the market's rules, flows §0) and all of them on submit.
 */
export function FlepzForm({
  country,
  busy,
  serverErrors,
  onInvalid,
  onLookup,
}: LookupFormCommon<FlepzField> & { onLookup(request: CareFlepzRequest): void }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const schema = useMemo(
    () => schemaOfCodes((values: FlepzValues) => checkFlepz(values, country)),
    [country],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: EMPTY,
    busy,
    serverCodes: serverErrors,
    checkOnBlur: true,
    onSubmit: (values) => onLookup(flepzRequestOf(values, country, locale)),
    onInvalid,
  });

  const field = (name: FlepzField, extra: { type?: string; hint?: string; maxLength: number }) => {
    const code = entry.codeOf(name);
    return (
      <TextField
        label={t(`lookup.field.${name}`)}
        hint={extra.hint}
        {...entry.field(name)}
        type={extra.type ?? 'text'}
        autoComplete={AUTOCOMPLETE[name]}
        required
        maxLength={extra.maxLength}
        error={code ? t(lookupFieldErrorId(name, code)) : undefined}
      />
    );
  };

  return (
    <form {...entry.formProps} className={styles.form}>
      <FieldRow>
        {field('firstName', { maxLength: 50 })}
        {field('lastName', { maxLength: 50 })}
      </FieldRow>
      {field('email', { type: 'email', maxLength: 254 })}
      <FieldRow>
        {field('phoneNumber', {
          type: 'tel',
          hint: t('lookup.field.phoneNumber.hint'),
          maxLength: 14,
        })}
        {field('zipCode', { maxLength: 10 })}
      </FieldRow>
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('lookup.searching') : t('lookup.find')}
        </Button>
      </div>
    </form>
  );
}
