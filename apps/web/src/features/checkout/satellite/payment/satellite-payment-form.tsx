import { type Country, type Locale, regionsOf } from '@orbit/domain';
import { type FormEvent, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button, FieldRow, TextField } from '../../../../shared/ui/index.ts';
import { CardFields } from '../../components/card-form/card-fields.tsx';
import { useCardBinRanges } from '../../components/card-form/use-card-bin-ranges.ts';
import styles from '../../components/checkout.module.css';
import {
  NameFields,
  PhoneField,
  PostalCodeField,
  RegionField,
} from '../../components/customer-fields.tsx';
import { useCheckoutFields } from '../../components/use-checkout-fields.ts';
import { PayWithChoice } from './pay-with-choice.tsx';
import {
  EMPTY_SATELLITE_PAYMENT,
  type PayWith,
  type SatelliteField,
  type SatellitePaymentData,
  type SatellitePaymentErrors,
  type SatellitePaymentValues,
  satelliteFieldMessageId,
  validateSatellitePayment,
} from './payment-form-model.ts';
import own from './satellite-payment.module.css';

export interface SatellitePaymentFormProps {
  /** The market: its address rules, states or provinces, accepted brands. */
  country: Country;
  /** The account's usable card, offered first when the lookup answered one. */
  cardOnFile: { brand: string; last4: string } | null;
  initialValues?: Partial<SatellitePaymentValues> | undefined;
  /** Message ids from the server's checks, by field; each clears once edited. */
  serverErrors?: Partial<Record<SatelliteField, string>> | undefined;
  busy: boolean;
  submitLabel: string;
  /** The clock the expiry is judged by. */
  now: () => Date;
  onInvalid?(errors: SatellitePaymentErrors): void;
  onSubmit(data: SatellitePaymentData, payWith: PayWith): void;
}

/**
 * The satellite payment form (flows §2.2 step 3, FULL mode): names, email and phone, the full
 * service address of the radio, then the card — or the card on file, when the account has one
 * and its signed-in owner is buying. Card data leaves this form only for the gateway's tokenizer.
 */
export function SatellitePaymentForm(props: SatellitePaymentFormProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  // Loaded with the form, not when a new card is first chosen, so brand detection is ready then.
  useCardBinRanges();
  const { values, setValues, set, errorOf, textField, showErrors, clearErrors, formRef } =
    useCheckoutFields<SatellitePaymentValues, SatelliteField>({
      initialValues: {
        ...EMPTY_SATELLITE_PAYMENT,
        ...(props.cardOnFile ? { payWith: 'cardOnFile' as const } : {}),
        ...props.initialValues,
      },
      serverErrors: props.serverErrors,
      messageIdOf: satelliteFieldMessageId,
    });
  const regions = useMemo(
    () =>
      regionsOf(props.country).map((region) => ({
        value: region.code,
        label: region.name[locale === 'fr-CA' ? 'fr' : 'en'],
      })),
    [props.country, locale],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const result = validateSatellitePayment(values, { country: props.country, now: props.now() });
    if (!result.ok) {
      showErrors(result.errors);
      props.onInvalid?.(result.errors);
      return;
    }
    clearErrors();
    props.onSubmit(result.data, values.payWith);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={own.group}>
        <legend className={own.legend}>{t('satellite.payment.aboutYou')}</legend>
        <NameFields bind={textField} />
        <TextField
          {...textField('email')}
          label={t('satellite.payment.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <PhoneField bind={textField} />
      </fieldset>
      <fieldset className={own.group}>
        <legend className={own.legend}>{t('satellite.payment.serviceAddress')}</legend>
        <p className={styles.fine}>{t('satellite.payment.serviceAddressHint')}</p>
        <TextField
          {...textField('addressLine1')}
          label={t('satellite.payment.addressLine1')}
          autoComplete="address-line1"
          maxLength={100}
        />
        <FieldRow>
          <TextField
            {...textField('city')}
            label={t('satellite.payment.city')}
            autoComplete="address-level2"
            maxLength={50}
          />
          <RegionField country={props.country} options={regions} bind={textField} />
        </FieldRow>
        <PostalCodeField country={props.country} bind={textField} />
      </fieldset>
      <fieldset className={own.group}>
        <legend className={own.legend}>{t('satellite.payment.card')}</legend>
        {props.cardOnFile ? (
          <PayWithChoice
            cardOnFile={props.cardOnFile}
            value={values.payWith}
            onChange={(payWith) => setValues((current) => ({ ...current, payWith }))}
          />
        ) : null}
        {values.payWith === 'newCard' ? (
          <>
            <CardFields country={props.country} values={values} errorOf={errorOf} onChange={set} />
            <p className={styles.fine}>{t('checkout.payment.privacy')}</p>
          </>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={props.busy} aria-busy={props.busy || undefined}>
          {props.busy ? t('checkout.working') : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
