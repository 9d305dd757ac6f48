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
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, FieldRow, TextField } from '../../../shared/ui/index.ts';
import styles from '../find-your-radio/find-your-radio.module.css';
import { lookupFieldErrorId } from './lookup-field-errors.ts';
import type { CheckedErrors } from './use-checked-form.ts';
import { useCheckedForm } from './use-checked-form.ts';

export interface LookupFormCommon<Field extends string> {
  country: Country;
  busy: boolean;
  serverErrors?: CheckedErrors<Field> | undefined;
  onInvalid(errors: CheckedErrors<Field>): void;
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
  const form = useCheckedForm(EMPTY, (values) => checkFlepz(values, country), serverErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refused = form.submit();
    if (refused) {
      onInvalid(refused);
      return;
    }
    onLookup(flepzRequestOf(form.values, country, locale));
  };

  const field = (name: FlepzField, extra: { type?: string; hint?: string; maxLength: number }) => {
    const code = form.errors[name];
    return (
      <TextField
        label={t(`lookup.field.${name}`)}
        hint={extra.hint}
        name={name}
        type={extra.type ?? 'text'}
        autoComplete={AUTOCOMPLETE[name]}
        required
        maxLength={extra.maxLength}
        value={form.values[name]}
        error={code ? t(lookupFieldErrorId(name, code)) : undefined}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.blur(name)}
      />
    );
  };

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate>
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
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('lookup.searching') : t('lookup.find')}
        </Button>
      </div>
    </form>
  );
}
