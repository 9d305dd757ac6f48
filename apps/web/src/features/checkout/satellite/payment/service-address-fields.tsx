import { type Country, type Locale, regionsOf } from '@orbit/domain';
import { useMemo } from 'react';
import type { TextFieldBinding } from '../../../../shared/forms/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { FieldRow, TextField } from '../../../../shared/ui/index.ts';
import { PostalCodeField, RegionField } from '../../components/customer-fields.tsx';

/**
 * A radio's service address as the satellite forms ask it: street, city, the market's state or
 * province, zip or postal code (the satellite payment form, the used-car dealer's form).
 */
export function ServiceAddressFields({
  country,
  bind,
}: {
  country: Country;
  bind(field: 'addressLine1' | 'city' | 'state' | 'zip'): TextFieldBinding;
}) {
  const t = useT();
  const locale = useIntl().locale as Locale;
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
        label={t('satellite.payment.addressLine1')}
        autoComplete="address-line1"
        maxLength={100}
      />
      <FieldRow>
        <TextField
          {...bind('city')}
          label={t('satellite.payment.city')}
          autoComplete="address-level2"
          maxLength={50}
        />
        <RegionField country={country} options={regions} bind={bind} />
      </FieldRow>
      <PostalCodeField country={country} bind={bind} />
    </>
  );
}
