import { type Country, formatCardNumber, type Locale, regionsOf } from '@orbit/domain';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button, SelectField, TextField } from '../../../../shared/ui/index.ts';
import { useFocusInvalid } from '../../../identification/find-your-radio/use-focus-invalid.ts';
import { AcceptedCards } from '../../components/card-form/accepted-cards.tsx';
import { CARD_BRAND_NAMES, cardBrandOf } from '../../components/card-form/card-brand.ts';
import { formatExpiryInput } from '../../components/card-form/payment-form-model.ts';
import { useCardBinRanges } from '../../components/card-form/use-card-bin-ranges.ts';
import styles from '../../components/checkout.module.css';
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
  const ranges = useCardBinRanges();
  const [values, setValues] = useState<SatellitePaymentValues>({
    ...EMPTY_SATELLITE_PAYMENT,
    ...(props.cardOnFile ? { payWith: 'cardOnFile' as const } : {}),
    ...props.initialValues,
  });
  const [errors, setErrors] = useState<SatellitePaymentErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<SatelliteField>>(new Set());
  const { formRef, focusInvalid } = useFocusInvalid();
  const brand = cardBrandOf(values.cardNumber, ranges);
  const amex = brand === 'amex';
  const ca = props.country === 'ca';
  const regions = useMemo(
    () =>
      regionsOf(props.country).map((region) => ({
        value: region.code,
        label: region.name[locale === 'fr-CA' ? 'fr' : 'en'],
      })),
    [props.country, locale],
  );

  useEffect(() => {
    if (props.serverErrors) {
      setEdited(new Set());
      focusInvalid();
    }
  }, [props.serverErrors, focusInvalid]);

  const set = (field: SatelliteField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setEdited((current) => new Set(current).add(field));
  };
  const errorOf = (field: SatelliteField): string | undefined => {
    const code = errors[field];
    if (code) return t(satelliteFieldMessageId(field, code));
    const server = props.serverErrors?.[field];
    return server && !edited.has(field) ? t(server) : undefined;
  };
  const text = (field: SatelliteField & keyof SatellitePaymentValues) => ({
    name: field,
    required: true,
    value: values[field] as string,
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const result = validateSatellitePayment(values, { country: props.country, now: props.now() });
    if (!result.ok) {
      setErrors(result.errors);
      focusInvalid();
      props.onInvalid?.(result.errors);
      return;
    }
    setErrors({});
    props.onSubmit(result.data, values.payWith);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={own.group}>
        <legend className={own.legend}>{t('satellite.payment.aboutYou')}</legend>
        <div className={styles.row}>
          <TextField
            {...text('firstName')}
            label={t('checkout.payment.firstName')}
            autoComplete="given-name"
            maxLength={50}
          />
          <TextField
            {...text('lastName')}
            label={t('checkout.payment.lastName')}
            autoComplete="family-name"
            maxLength={50}
          />
        </div>
        <TextField
          {...text('email')}
          label={t('satellite.payment.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          {...text('phone')}
          label={t('checkout.payment.phone')}
          hint={t('checkout.payment.phoneHint')}
          type="tel"
          autoComplete="tel-national"
          maxLength={14}
        />
      </fieldset>
      <fieldset className={own.group}>
        <legend className={own.legend}>{t('satellite.payment.serviceAddress')}</legend>
        <p className={styles.fine}>{t('satellite.payment.serviceAddressHint')}</p>
        <TextField
          {...text('addressLine1')}
          label={t('satellite.payment.addressLine1')}
          autoComplete="address-line1"
          maxLength={100}
        />
        <div className={styles.row}>
          <TextField
            {...text('city')}
            label={t('satellite.payment.city')}
            autoComplete="address-level2"
            maxLength={50}
          />
          <SelectField
            {...text('state')}
            label={t(ca ? 'checkout.payment.province' : 'checkout.payment.state')}
            autoComplete="address-level1"
            placeholder={t('checkout.payment.choose')}
            options={regions}
          />
        </div>
        <TextField
          {...text('zip')}
          label={t(ca ? 'checkout.payment.postalCode' : 'checkout.payment.zip')}
          autoComplete="postal-code"
          inputMode={ca ? 'text' : 'numeric'}
          maxLength={10}
        />
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
            <AcceptedCards country={props.country} detected={brand} />
            <TextField
              {...text('cardNumber')}
              label={t('checkout.payment.cardNumber')}
              hint={
                brand ? t('checkout.card.detected', { brand: CARD_BRAND_NAMES[brand] }) : undefined
              }
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
              onChange={(event) =>
                set('cardNumber', formatCardNumber(event.target.value.replace(/[^\d\s-]/g, '')))
              }
            />
            <div className={styles.row}>
              <TextField
                {...text('expiry')}
                label={t('checkout.payment.expiry')}
                hint={t('checkout.payment.expiryHint')}
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder={t('checkout.payment.expiryPlaceholder')}
                maxLength={5}
                onChange={(event) => set('expiry', formatExpiryInput(event.target.value))}
              />
              <TextField
                {...text('cvv')}
                label={t('checkout.payment.cvv')}
                hint={t(amex ? 'checkout.payment.cvvHintAmex' : 'checkout.payment.cvvHint')}
                autoComplete="cc-csc"
                inputMode="numeric"
                maxLength={amex || !brand ? 4 : 3}
                onChange={(event) => set('cvv', event.target.value.replace(/\D/g, ''))}
              />
            </div>
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
