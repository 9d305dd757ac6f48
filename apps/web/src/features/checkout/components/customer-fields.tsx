import type { Country } from '@orbit/domain';
import type { TextFieldBinding } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { FieldRow, SelectField, type SelectOption, TextField } from '../../../shared/ui/index.ts';

/**
 * The customer's own fields, worded and limited alike in every checkout form that asks for them.
 * Each takes its binding from the form: `useEntryForm`'s `field(name)` with the field's required
 * flag and worded error (`useFieldBindings`, the checkout's and billing's payment forms).
 */

export function NameFields({ bind }: { bind(field: 'firstName' | 'lastName'): TextFieldBinding }) {
  const t = useT();
  return (
    <FieldRow>
      <TextField
        {...bind('firstName')}
        label={t('checkout.payment.firstName')}
        autoComplete="given-name"
        maxLength={50}
      />
      <TextField
        {...bind('lastName')}
        label={t('checkout.payment.lastName')}
        autoComplete="family-name"
        maxLength={50}
      />
    </FieldRow>
  );
}

export function PhoneField({ bind }: { bind(field: 'phone'): TextFieldBinding }) {
  const t = useT();
  return (
    <TextField
      {...bind('phone')}
      label={t('checkout.payment.phone')}
      hint={t('checkout.payment.phoneHint')}
      type="tel"
      autoComplete="tel-national"
      maxLength={14}
    />
  );
}

/** Zip code in the US (digits), postal code in Canada (letters too). */
export function PostalCodeField(props: { country: Country; bind(field: 'zip'): TextFieldBinding }) {
  const t = useT();
  const ca = props.country === 'ca';
  return (
    <TextField
      {...props.bind('zip')}
      label={t(ca ? 'checkout.payment.postalCode' : 'checkout.payment.zip')}
      autoComplete="postal-code"
      inputMode={ca ? 'text' : 'numeric'}
      maxLength={10}
    />
  );
}

/** State in the US, province in Canada. */
export function RegionField(props: {
  country: Country;
  options: readonly SelectOption[];
  bind(field: 'state'): TextFieldBinding;
}) {
  const t = useT();
  return (
    <SelectField
      {...props.bind('state')}
      label={t(props.country === 'ca' ? 'checkout.payment.province' : 'checkout.payment.state')}
      autoComplete="address-level1"
      placeholder={t('checkout.payment.choose')}
      options={props.options}
    />
  );
}
