import { type Country, type Locale, regionsOf } from '@orbit/domain';
import { useMemo } from 'react';
import type { EntryFieldProps } from '../../../shared/forms/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
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

/** What one box of the address takes from its form: its binding and its error, translated. */
export type AddressFieldBinding = EntryFieldProps & { error: string | undefined };

/**
 * Street, unit, city, state or province (the market's list, in the reader's language) and zip
 * or postal code, each bound by the form (`bind`).
 */
export function AddressFields({
  country,
  bind,
}: {
  country: Country;
  bind(field: AddressField): AddressFieldBinding;
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
  return (
    <>
      <TextField
        {...bind('addressLine1')}
        label={t('account.address.line1')}
        autoComplete="address-line1"
        required
        maxLength={100}
      />
      <TextField
        {...bind('addressLine2')}
        label={t('account.address.line2')}
        autoComplete="address-line2"
        maxLength={100}
      />
      <TextField
        {...bind('city')}
        label={t('account.address.city')}
        autoComplete="address-level2"
        required
        maxLength={50}
      />
      <FieldRow>
        <SelectField
          {...bind('state')}
          label={t(ca ? 'account.address.province' : 'account.address.state')}
          autoComplete="address-level1"
          required
          placeholder={t('account.address.choose')}
          options={regions}
        />
        <TextField
          {...bind('zip')}
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
