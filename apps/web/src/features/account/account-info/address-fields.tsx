import { type Country, type Locale, regionsOf } from '@orbit/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../shared/i18n/use-t.ts';
import { FieldRow, SelectField, TextField } from '../../../shared/ui/index.ts';
import styles from './account-info.module.css';
import type { AccountAddressInput } from './address-input.ts';

export type AddressField = keyof AccountAddressInput;
export type AddressValues = Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressValues = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
};

export function addressValuesOf(
  address: Partial<Record<AddressField, string | null | undefined>> | null | undefined,
): AddressValues {
  return {
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}

/**
 * Street, unit, city, state or province (the market's list, in the reader's language) and zip
 * or postal code. Errors arrive translated, by field.
 */
export function AddressFields({
  country,
  values,
  errors,
  onChange,
}: {
  country: Country;
  values: AddressValues;
  errors: Partial<Record<AddressField, string>>;
  onChange(field: AddressField, value: string): void;
}) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const ca = country === 'ca';
  const regions = useMemo(
    () =>
      regionsOf(country).map((region) => ({
        value: region.code,
        label: region.name[locale === 'fr-CA' ? 'fr' : 'en'],
      })),
    [country, locale],
  );
  const text = (field: AddressField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <>
      <TextField
        {...text('addressLine1')}
        label={t('account.address.line1')}
        autoComplete="address-line1"
        required
        maxLength={100}
      />
      <TextField
        {...text('addressLine2')}
        label={t('account.address.line2')}
        autoComplete="address-line2"
        maxLength={100}
      />
      <TextField
        {...text('city')}
        label={t('account.address.city')}
        autoComplete="address-level2"
        required
        maxLength={50}
      />
      <FieldRow>
        <SelectField
          {...text('state')}
          label={t(ca ? 'account.address.province' : 'account.address.state')}
          autoComplete="address-level1"
          required
          placeholder={t('account.address.choose')}
          options={regions}
        />
        <TextField
          {...text('zip')}
          label={t(ca ? 'account.address.postalCode' : 'account.address.zip')}
          autoComplete="postal-code"
          inputMode={ca ? 'text' : 'numeric'}
          required
          maxLength={10}
        />
      </FieldRow>
    </>
  );
}

/** An address as it is written on an envelope, one line per item. */
export function AddressLines({ address }: { address: Partial<AddressValues> | null | undefined }) {
  const t = useT();
  if (!address?.addressLine1) return <p>{t('account.address.none')}</p>;
  return (
    <p className={styles.address}>
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {`${address.city}, ${address.state} ${address.zip}`}
    </p>
  );
}
