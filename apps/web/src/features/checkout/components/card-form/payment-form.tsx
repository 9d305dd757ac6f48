import { type Country, formatCardNumber, isBlackhawkCardNumber } from '@orbit/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import {
  Button,
  CheckboxField,
  SelectField,
  type SelectOption,
  TextField,
} from '../../../../shared/ui/index.ts';
import styles from '../checkout.module.css';
import { type CheckoutField, fieldErrorMessageId } from '../field-errors.ts';
import { AcceptedCards } from './accepted-cards.tsx';
import { CARD_BRAND_NAMES, cardBrandOf } from './card-brand.ts';
import {
  EMPTY_PAYMENT_FORM,
  formatExpiryInput,
  type PaymentFormData,
  type PaymentFormErrors,
  type PaymentFormValues,
  validatePaymentForm,
} from './payment-form-model.ts';
import { useCardBinRanges } from './use-card-bin-ranges.ts';

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
  const ranges = useCardBinRanges();
  const [values, setValues] = useState<PaymentFormValues>({
    ...EMPTY_PAYMENT_FORM,
    ...props.initialValues,
  });
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [focusError, setFocusError] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const brand = cardBrandOf(values.cardNumber, ranges);
  const amex = brand === 'amex';

  // The server's errors are new each time the parent sends them: they show until edited.
  useEffect(() => {
    if (props.serverErrors) {
      setEdited(new Set());
      setFocusError((count) => count + 1);
    }
  }, [props.serverErrors]);

  useEffect(() => {
    if (focusError === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const set = (
    field: keyof PaymentFormValues,
    value: string | boolean,
    checkedField?: CheckoutField,
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (checkedField) {
      setErrors((current) => ({ ...current, [checkedField]: undefined }));
      setEdited((current) => new Set(current).add(checkedField));
    }
  };

  const errorOf = (field: CheckoutField): string | undefined => {
    const code = errors[field];
    if (code) return t(fieldErrorMessageId(field, code));
    const server = props.serverErrors?.[field];
    return server && !edited.has(field) ? t(server) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const result = validatePaymentForm(values, {
      country: props.country,
      now: props.now(),
      needsState: props.needsState ?? false,
    });
    if (!result.ok) {
      setErrors(result.errors);
      setFocusError((count) => count + 1);
      props.onInvalid?.(result.errors);
      return;
    }
    setErrors({});
    props.onSubmit(result.data);
  };

  const blackhawk = isBlackhawkCardNumber(values.giftCardNumber);
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField
          label={t('checkout.payment.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={50}
          value={values.firstName}
          error={errorOf('firstName')}
          onChange={(event) => set('firstName', event.target.value, 'firstName')}
        />
        <TextField
          label={t('checkout.payment.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={50}
          value={values.lastName}
          error={errorOf('lastName')}
          onChange={(event) => set('lastName', event.target.value, 'lastName')}
        />
      </div>
      <input
        type="hidden"
        name="nameOnCard"
        value={`${values.firstName.trim()} ${values.lastName.trim()}`.trim()}
      />
      <AcceptedCards country={props.country} detected={brand} />
      <TextField
        label={t('checkout.payment.cardNumber')}
        hint={brand ? t('checkout.card.detected', { brand: CARD_BRAND_NAMES[brand] }) : undefined}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        maxLength={23}
        value={values.cardNumber}
        error={errorOf('cardNumber')}
        onChange={(event) =>
          set(
            'cardNumber',
            formatCardNumber(event.target.value.replace(/[^\d\s-]/g, '')),
            'cardNumber',
          )
        }
      />
      <div className={styles.row}>
        <TextField
          label={t('checkout.payment.expiry')}
          hint={t('checkout.payment.expiryHint')}
          name="expiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('checkout.payment.expiryPlaceholder')}
          required
          maxLength={5}
          value={values.expiry}
          error={errorOf('expiry')}
          onChange={(event) => set('expiry', formatExpiryInput(event.target.value), 'expiry')}
        />
        <TextField
          label={t('checkout.payment.cvv')}
          hint={t(amex ? 'checkout.payment.cvvHintAmex' : 'checkout.payment.cvvHint')}
          name="cvv"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          maxLength={amex || !brand ? 4 : 3}
          value={values.cvv}
          error={errorOf('cvv')}
          onChange={(event) => set('cvv', event.target.value.replace(/\D/g, ''), 'cvv')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t(props.country === 'ca' ? 'checkout.payment.postalCode' : 'checkout.payment.zip')}
          name="zip"
          autoComplete="postal-code"
          inputMode={props.country === 'us' ? 'numeric' : 'text'}
          required
          maxLength={10}
          value={values.zip}
          error={errorOf('zip')}
          onChange={(event) => set('zip', event.target.value, 'zip')}
        />
        <TextField
          label={t('checkout.payment.phone')}
          hint={t('checkout.payment.phoneHint')}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          maxLength={14}
          value={values.phone}
          error={errorOf('phone')}
          onChange={(event) => set('phone', event.target.value, 'phone')}
        />
      </div>
      {props.needsState ? (
        <SelectField
          label={t(props.country === 'ca' ? 'checkout.payment.province' : 'checkout.payment.state')}
          name="state"
          autoComplete="address-level1"
          required
          placeholder={t('checkout.payment.choose')}
          options={props.stateOptions ?? []}
          value={values.state}
          error={errorOf('state')}
          onChange={(event) => set('state', event.target.value, 'state')}
        />
      ) : null}
      <CheckboxField
        label={t('checkout.giftCard.toggle')}
        name="useGiftCard"
        checked={values.useGiftCard}
        onChange={(event) => set('useGiftCard', event.target.checked)}
      />
      {values.useGiftCard ? (
        <fieldset className={styles.form}>
          <legend className="visually-hidden">{t('checkout.giftCard.legend')}</legend>
          <TextField
            label={t('checkout.giftCard.number')}
            name="giftCardNumber"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={23}
            value={values.giftCardNumber}
            error={errorOf('giftCardNumber')}
            onChange={(event) => set('giftCardNumber', event.target.value, 'giftCardNumber')}
          />
          {blackhawk ? (
            <div className={styles.row}>
              <TextField
                label={t('checkout.giftCard.expiry')}
                name="giftCardExpiry"
                inputMode="numeric"
                placeholder={t('checkout.payment.expiryPlaceholder')}
                required
                maxLength={5}
                value={values.giftCardExpiry}
                error={errorOf('giftCardExpiry')}
                onChange={(event) =>
                  set('giftCardExpiry', formatExpiryInput(event.target.value), 'giftCardExpiry')
                }
              />
              <TextField
                label={t('checkout.giftCard.cvv')}
                name="giftCardCvv"
                inputMode="numeric"
                required
                maxLength={3}
                value={values.giftCardCvv}
                error={errorOf('giftCardCvv')}
                onChange={(event) =>
                  set('giftCardCvv', event.target.value.replace(/\D/g, ''), 'giftCardCvv')
                }
              />
            </div>
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
