import type { Country, FieldErrorCode } from '@orbit/domain';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type FieldCodes, useEntryForm, useFieldBindings } from '../../../../shared/forms/index.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button, CheckboxField, FieldRow, TextField } from '../../../../shared/ui/index.ts';
import { ServiceAddressFields, satelliteFieldMessageId } from '../../../checkout/flow-kit/index.ts';
import { NameFields } from '../../../checkout/index.ts';
import styles from '../used-car.module.css';
import {
  EMPTY_SL2C,
  type Sl2cEntry,
  type Sl2cField,
  type Sl2cPrefill,
  type Sl2cValues,
  sl2cSchema,
} from './sl2c-form-model.ts';

export interface Sl2cFormProps {
  country: Country;
  prefill: Sl2cPrefill | undefined;
  busy: boolean;
  /** The server's field refusals of the last claim. */
  serverCodes: FieldCodes<Sl2cValues> | undefined;
  /** A human check the server asked for, above the button. */
  humanCheck: ReactNode;
  /** Canada: the province chosen, whose offer the page shows. */
  onProvinceChange(province: string): void;
  onSubmit(entry: Sl2cEntry, typedBox: string): void;
}

function messageIdOf(field: Sl2cField | 'agreement', code: FieldErrorCode): string {
  switch (field) {
    case 'radioIdOrVin':
      return code === 'REQUIRED' ? 'usedCar.sl2c.radio.required' : 'usedCar.sl2c.radio.invalid';
    case 'agreement':
      return 'usedCar.sl2c.agreement.required';
    default:
      return satelliteFieldMessageId(field, code);
  }
}

/**
 * The SL2C form (flows §3.3): radio id or VIN (a dealer link's prefill shown as it came), first
 * and last name, an optional phone and email, the service address and the agreement.
 */
export function Sl2cForm(props: Sl2cFormProps) {
  const t = useT();
  const { country, prefill, onProvinceChange } = props;
  const schema = useMemo(() => sl2cSchema(country, prefill), [country, prefill]);
  const entry = useEntryForm({
    schema,
    defaultValues: { ...EMPTY_SL2C, radioIdOrVin: prefill?.shown ?? '' },
    busy: props.busy,
    serverCodes: props.serverCodes,
    onSubmit: (values: Sl2cEntry): void => props.onSubmit(values, typedBox()),
  });
  // The box as typed (the prefill compares with it), not as the schema normalised it.
  function typedBox(): string {
    return entry.form.getValues('radioIdOrVin');
  }
  const province = entry.form.watch('state');
  useEffect(() => {
    onProvinceChange(province);
  }, [province, onProvinceChange]);
  const { bind, errorOf } = useFieldBindings<Sl2cField | 'agreement', FieldErrorCode>(
    entry,
    messageIdOf,
  );
  const optional = (field: 'phone' | 'email') => {
    const { required: _required, ...rest } = bind(field);
    return rest;
  };

  return (
    <form {...entry.formProps} className={styles.form}>
      <TextField
        {...bind('radioIdOrVin', (value) => value.toUpperCase())}
        label={t('usedCar.sl2c.radio')}
        hint={t('usedCar.sl2c.radio.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={17}
      />
      <NameFields bind={bind} />
      <FieldRow>
        <TextField
          {...optional('phone')}
          label={t('usedCar.sl2c.phone')}
          hint={t('checkout.payment.phoneHint')}
          type="tel"
          autoComplete="tel-national"
          maxLength={14}
        />
        <TextField
          {...optional('email')}
          label={t('usedCar.sl2c.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
      </FieldRow>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('satellite.payment.serviceAddress')}</legend>
        <ServiceAddressFields country={country} bind={bind} />
      </fieldset>
      <CheckboxField
        {...entry.checkbox('agreement')}
        label={t('usedCar.sl2c.agreement')}
        error={errorOf('agreement')}
      />
      {props.humanCheck}
      <div className={styles.actions}>
        <Button
          type="submit"
          className={styles.dealerButton}
          disabled={entry.busy}
          aria-busy={entry.busy || undefined}
        >
          {entry.busy ? t('checkout.working') : t('usedCar.sl2c.submit')}
        </Button>
      </div>
    </form>
  );
}
