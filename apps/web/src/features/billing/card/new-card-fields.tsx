import { type Country, type Locale, regionsOf } from '@orbit/domain';
import { useMemo } from 'react';
import type { TextFieldBinding } from '../../../shared/forms/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { FieldRow, TextField } from '../../../shared/ui/index.ts';
import { CardFields, PostalCodeField, RegionField } from '../../checkout/index.ts';
import styles from '../billing.module.css';
import type { NewCardField, NewCardValues } from './new-card-model.ts';

export interface NewCardFieldsProps {
  country: Country;
  values: NewCardValues;
  errorOf(field: NewCardField): string | undefined;
  bind(field: NewCardField): TextFieldBinding;
  onChange(field: NewCardField, value: string): void;
}

/**
 * A new card in the account area: the name on it, the checkout's own card fields (brand from
 * the BIN ranges, MM/YY, CVV), and its billing address. The values stay with the form, which
 * sends the card only to the gateway's tokenizer.
 */
export function NewCardFields({ country, values, errorOf, bind, onChange }: NewCardFieldsProps) {
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
  const postalCode = bind('zip');
  return (
    <>
      <TextField
        {...bind('nameOnCard')}
        label={t('billing.card.nameOnCard')}
        hint={t('billing.card.nameOnCardHint')}
        autoComplete="cc-name"
        maxLength={100}
      />
      <CardFields country={country} values={values} errorOf={errorOf} onChange={onChange} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('billing.card.billingAddress')}</legend>
        <TextField
          {...bind('addressLine1')}
          label={t('billing.card.addressLine1')}
          autoComplete="billing address-line1"
          maxLength={100}
        />
        <FieldRow>
          <TextField
            {...bind('city')}
            label={t('billing.card.city')}
            autoComplete="billing address-level2"
            maxLength={50}
          />
          <RegionField country={country} options={regions} bind={() => bind('state')} />
        </FieldRow>
        <PostalCodeField
          country={country}
          bind={() => ({
            ...postalCode,
            // Canadian codes are upper case only (flows §0): typed lower case, shown upper case.
            onChange: (event) =>
              postalCode.onChange({
                target: {
                  value: country === 'ca' ? event.target.value.toUpperCase() : event.target.value,
                },
              }),
          })}
        />
      </fieldset>
    </>
  );
}
