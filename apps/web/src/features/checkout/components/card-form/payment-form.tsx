import { type Country, isBlackhawkCardNumber } from '@orbit/domain';
import type { FormEvent } from 'react';
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
import { useCheckoutFields } from '../use-checkout-fields.ts';
import { CardFields } from './card-fields.tsx';
import { formatExpiryInput } from './card-fields-model.ts';
import {
  EMPTY_PAYMENT_FORM,
  type PaymentFormData,
  type PaymentFormErrors,
  type PaymentFormValues,
  validatePaymentForm,
} from './payment-form-model.ts';

export interface PaymentFormProps {
  /** Whose rules apply: names, zip or postal code, accepted brands. */
  country: Country;
  initialValues?: Partial<PaymentFormValues> | undefined;
  /** Message ids from the server's checks (zip, card), by field; each clears once edited. */
  serverErrors?: Partial<Record<CheckoutField, string>> | undefined;
  /** Ask for the state: the zip check could not name it. */
  needsState?: boolean;
  stateOptions?: readonly SelectOption[];
  busy: boolean;
  submitLabel: string;
  /** The clock the expiry is judged by. */
  now: () => Date;
  onInvalid?(errors: PaymentFormErrors): void;
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
  const { values, setValues, set, errorOf, textField, showErrors, clearErrors, formRef } =
    useCheckoutFields<PaymentFormValues, CheckoutField>({
      initialValues: { ...EMPTY_PAYMENT_FORM, ...props.initialValues },
      serverErrors: props.serverErrors,
      messageIdOf: fieldErrorMessageId,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const result = validatePaymentForm(values, {
      country: props.country,
      now: props.now(),
      needsState: props.needsState ?? false,
    });
    if (!result.ok) {
      showErrors(result.errors);
      props.onInvalid?.(result.errors);
      return;
    }
    clearErrors();
    props.onSubmit(result.data);
  };

  const blackhawk = isBlackhawkCardNumber(values.giftCardNumber);
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <NameFields bind={textField} />
      <input
        type="hidden"
        name="nameOnCard"
        value={`${values.firstName.trim()} ${values.lastName.trim()}`.trim()}
      />
      <CardFields country={props.country} values={values} errorOf={errorOf} onChange={set} />
      <FieldRow>
        <PostalCodeField country={props.country} bind={textField} />
        <PhoneField bind={textField} />
      </FieldRow>
      {props.needsState ? (
        <RegionField country={props.country} options={props.stateOptions ?? []} bind={textField} />
      ) : null}
      <CheckboxField
        label={t('checkout.giftCard.toggle')}
        name="useGiftCard"
        checked={values.useGiftCard}
        onChange={(event) =>
          setValues((current) => ({ ...current, useGiftCard: event.target.checked }))
        }
      />
      {values.useGiftCard ? (
        <fieldset className={styles.form}>
          <legend className="visually-hidden">{t('checkout.giftCard.legend')}</legend>
          <TextField
            {...textField('giftCardNumber')}
            label={t('checkout.giftCard.number')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={23}
          />
          {blackhawk ? (
            <FieldRow>
              <TextField
                {...textField('giftCardExpiry')}
                label={t('checkout.giftCard.expiry')}
                inputMode="numeric"
                placeholder={t('checkout.payment.expiryPlaceholder')}
                maxLength={5}
                onChange={(event) => set('giftCardExpiry', formatExpiryInput(event.target.value))}
              />
              <TextField
                {...textField('giftCardCvv')}
                label={t('checkout.giftCard.cvv')}
                inputMode="numeric"
                maxLength={3}
                onChange={(event) => set('giftCardCvv', event.target.value.replace(/\D/g, ''))}
              />
            </FieldRow>
          ) : null}
        </fieldset>
      ) : null}
      <p className={styles.fine}>{t('checkout.payment.privacy')}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={props.busy} aria-busy={props.busy || undefined}>
          {props.busy ? t('checkout.working') : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
