import type { Country, FieldErrorCode } from '@orbit/domain';
import { useMemo } from 'react';
import { schemaOfCheck, useEntryForm, useFieldBindings } from '../../../../shared/forms/index.ts';
import { CatalogLayer } from '../../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button, TextField } from '../../../../shared/ui/index.ts';
import { CardFields } from '../../components/card-form/card-fields.tsx';
import { PayWithChoice } from '../../components/card-form/pay-with-choice.tsx';
import { useCardBinRanges } from '../../components/card-form/use-card-bin-ranges.ts';
import styles from '../../components/checkout.module.css';
import { NameFields, PhoneField } from '../../components/customer-fields.tsx';
import { satelliteCatalog } from '../messages/index.ts';
import {
  EMPTY_SATELLITE_PAYMENT,
  type PayWith,
  type SatelliteField,
  type SatellitePaymentCodes,
  type SatellitePaymentData,
  type SatellitePaymentValues,
  satelliteFieldMessageId,
  validateSatellitePayment,
} from './payment-form-model.ts';
import own from './satellite-payment.module.css';
import { ServiceAddressFields } from './service-address-fields.tsx';

export interface SatellitePaymentFormProps {
  /** The market: its address rules, states or provinces, accepted brands. */
  country: Country;
  /** The account's usable card, offered first when the lookup answered one. */
  cardOnFile: { brand: string; last4: string } | null;
  initialValues?: Partial<SatellitePaymentValues> | undefined;
  /** The server's refusal of the last entry (the card), as field codes; each clears once edited. */
  serverCodes?: SatellitePaymentCodes | undefined;
  busy: boolean;
  submitLabel: string;
  /** The clock the expiry is judged by. */
  now: () => Date;
  onInvalid?(codes: SatellitePaymentCodes): void;
  onSubmit(data: SatellitePaymentData, payWith: PayWith): void;
}

/**
 * The satellite payment form (flows §2.2 step 3, FULL mode): names, email and phone, the full
 * service address of the radio, then the card — or the card on file, when the account has one
 * and its signed-in owner is buying. Card data leaves this form only for the gateway's tokenizer.
 */
/**
 * Lays the satellite checkout's words itself: the account's purchases (renewal, VIP, multi-radio)
 * show this form in a step fetched on demand, and their first screens need none of them.
 */
export function SatellitePaymentForm(props: SatellitePaymentFormProps) {
  return (
    <CatalogLayer catalog={satelliteCatalog}>
      <SatellitePaymentFields {...props} />
    </CatalogLayer>
  );
}

function SatellitePaymentFields(props: SatellitePaymentFormProps) {
  const t = useT();
  const { country, now, onSubmit } = props;
  // Loaded with the form, not when a new card is first chosen, so brand detection is ready then.
  useCardBinRanges();
  // The expiry is judged by the clock of the submit, not of the render.
  const schema = useMemo(
    () =>
      schemaOfCheck((values: SatellitePaymentValues) => {
        const checked = validateSatellitePayment(values, { country, now: now() });
        return checked.ok
          ? { ok: true as const, values: { data: checked.data, payWith: values.payWith } }
          : checked;
      }),
    [country, now],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: {
      ...EMPTY_SATELLITE_PAYMENT,
      ...(props.cardOnFile ? { payWith: 'cardOnFile' as const } : {}),
      ...props.initialValues,
    },
    busy: props.busy,
    serverCodes: props.serverCodes,
    onSubmit: ({ data, payWith }) => onSubmit(data, payWith),
    onInvalid: props.onInvalid,
  });
  const values = entry.form.watch();
  const { errorOf, bind, type } = useFieldBindings<
    SatelliteField & keyof SatellitePaymentValues,
    FieldErrorCode
  >(entry, satelliteFieldMessageId);

  return (
    <form {...entry.formProps} className={styles.form}>
      <fieldset className={own.group}>
        <legend className={own.legend}>{t('satellite.payment.aboutYou')}</legend>
        <NameFields bind={bind} />
        <TextField
          {...bind('email')}
          label={t('satellite.payment.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <PhoneField bind={bind} />
      </fieldset>
      <fieldset className={own.group}>
        <legend className={own.legend}>{t('satellite.payment.serviceAddress')}</legend>
        <p className={styles.fine}>{t('satellite.payment.serviceAddressHint')}</p>
        <ServiceAddressFields country={country} bind={bind} />
      </fieldset>
      <fieldset className={own.group}>
        <legend className={own.legend}>{t('satellite.payment.card')}</legend>
        {props.cardOnFile ? (
          <PayWithChoice
            cardOnFile={props.cardOnFile}
            value={values.payWith}
            onChange={(payWith) => entry.form.setValue('payWith', payWith)}
          />
        ) : null}
        {values.payWith === 'newCard' ? (
          <>
            <CardFields country={country} values={values} errorOf={errorOf} onChange={type} />
            <p className={styles.fine}>{t('checkout.payment.privacy')}</p>
          </>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('checkout.working') : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
