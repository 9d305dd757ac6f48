import { type Country, type FieldErrorCode, isBlackhawkCardNumber } from '@orbit/domain';
import { useMemo } from 'react';
import { schemaOfCheck, useEntryForm, useFieldBindings } from '../../../../shared/forms/index.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import {
  Button,
  CheckboxField,
  FieldRow,
  type SelectOption,
  TextField,
} from '../../../../shared/ui/index.ts';
import styles from '../checkout.module.css';
import { NameFields, PhoneField, PostalCodeField, RegionField } from '../customer-fields.tsx';
import { type CheckoutField, fieldErrorMessageId } from '../field-errors.ts';
import { CardFields } from './card-fields.tsx';
import { formatExpiryInput } from './card-fields-model.ts';
import {
  EMPTY_PAYMENT_FORM,
  type PaymentFormCodes,
  type PaymentFormData,
  type PaymentFormValues,
  validatePaymentForm,
} from './payment-form-model.ts';

export interface PaymentFormProps {
  /** Whose rules apply: names, zip or postal code, accepted brands. */
  country: Country;
  initialValues?: Partial<PaymentFormValues> | undefined;
  /** The server's refusal of the last entry (zip, card), as field codes; each clears once edited. */
  serverCodes?: PaymentFormCodes | undefined;
  /** Ask for the state: the zip check could not name it. */
  needsState?: boolean;
  stateOptions?: readonly SelectOption[];
  busy: boolean;
  submitLabel: string;
  /** The clock the expiry is judged by. */
  now: () => Date;
  onInvalid?(codes: PaymentFormCodes): void;
  onSubmit(data: PaymentFormData): void;
}

/**
 * The new customer's account-info-and-payment form (flows §2.1 step 4, default mode): first and
 * last name, card number (brand from the BIN ranges, grouped as typed), MM/YY, CVV (4 digits for
 * Amex), zip, phone, and an optional gift card. The name on the card is the first and last name.
 * Card data leaves this form only for the gateway's tokenizer.
 */
export function PaymentForm(props: PaymentFormProps) {
  const t = useT();
  const { country, now, needsState = false, onSubmit, onInvalid } = props;
  // The expiry is judged by the clock of the submit, not of the render.
  const schema = useMemo(
    () =>
      schemaOfCheck((values: PaymentFormValues) => {
        const checked = validatePaymentForm(values, { country, now: now(), needsState });
        return checked.ok ? { ok: true as const, values: checked.data } : checked;
      }),
    [country, now, needsState],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: { ...EMPTY_PAYMENT_FORM, ...props.initialValues },
    busy: props.busy,
    serverCodes: props.serverCodes,
    onSubmit,
    onInvalid,
  });
  const values = entry.form.watch();
  const { errorOf, bind, type } = useFieldBindings<
    CheckoutField & keyof PaymentFormValues,
    FieldErrorCode
  >(entry, fieldErrorMessageId);

  const blackhawk = isBlackhawkCardNumber(values.giftCardNumber);
  return (
    <form {...entry.formProps} className={styles.form}>
      <NameFields bind={bind} />
      <input
        type="hidden"
        name="nameOnCard"
        value={`${values.firstName.trim()} ${values.lastName.trim()}`.trim()}
      />
      <CardFields country={country} values={values} errorOf={errorOf} onChange={type} />
      <FieldRow>
        <PostalCodeField country={country} bind={bind} />
        <PhoneField bind={bind} />
      </FieldRow>
      {needsState ? (
        <RegionField country={country} options={props.stateOptions ?? []} bind={bind} />
      ) : null}
      <CheckboxField
        label={t('checkout.giftCard.toggle')}
        name="useGiftCard"
        checked={values.useGiftCard}
        onChange={(event) => entry.form.setValue('useGiftCard', event.target.checked)}
      />
      {values.useGiftCard ? (
        <fieldset className={styles.form}>
          <legend className="visually-hidden">{t('checkout.giftCard.legend')}</legend>
          <TextField
            {...bind('giftCardNumber')}
            label={t('checkout.giftCard.number')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={23}
          />
          {blackhawk ? (
            <FieldRow>
              <TextField
                {...bind('giftCardExpiry', formatExpiryInput)}
                label={t('checkout.giftCard.expiry')}
                inputMode="numeric"
                placeholder={t('checkout.payment.expiryPlaceholder')}
                maxLength={5}
              />
              <TextField
                {...bind('giftCardCvv', (value) => value.replace(/\D/g, ''))}
                label={t('checkout.giftCard.cvv')}
                inputMode="numeric"
                maxLength={3}
              />
            </FieldRow>
          ) : null}
        </fieldset>
      ) : null}
      <p className={styles.fine}>{t('checkout.payment.privacy')}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('checkout.working') : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
