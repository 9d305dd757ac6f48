import type { CareAccount, FieldErrorCode, PaymentReceipt } from '@orbit/domain';
import { billingCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Failure } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, CheckboxField } from '../../../shared/ui/index.ts';
import { useCardBinRanges, useCheckoutFields } from '../../checkout/index.ts';
import styles from '../billing.module.css';
import { NewCardFields } from '../card/new-card-fields.tsx';
import { newCardValuesFor } from '../card/new-card-model.ts';
import { useCardTokenizer } from '../card/use-card-tokenizer.ts';
import { GiftCardFields } from '../gift-card/gift-card-fields.tsx';
import {
  MAKE_PAYMENT_FLOW,
  trackPaymentFailure,
  trackPaymentSuccess,
  trackUserErrors,
} from '../shared/billing-analytics.ts';
import { billingFieldMessageId } from '../shared/field-messages.ts';
import { AmountOptions } from './amount-options.tsx';
import { PayAgreement } from './pay-agreement.tsx';
import {
  checkPayForm,
  chosenAmount,
  initialPayForm,
  type PayField,
  type PayFormData,
  type PayFormValues,
} from './pay-form-model.ts';
import { PaymentSourceOptions } from './payment-source-options.tsx';
import { type PaidMethod, submitPayment } from './submit-payment.ts';
import { usePaymentTransaction } from './use-payment-transaction.ts';

export interface PayFormProps {
  account: CareAccount;
  /** The account the page's `accountnumber` names, sent on with the payment. */
  accountNumber: string | undefined;
  onPaid(result: { receipt: PaymentReceipt; method: PaidMethod }): void;
  /** What is due changed under the form: the page reads the account again. */
  onStale(): void;
  onAccessLost(failure: Failure): void;
  /** The clock card expiries are judged by. */
  now?: () => Date;
}

function typedLast4(values: PayFormValues): string | undefined {
  const digits = (values.source === 'giftCard' ? values.giftCardNumber : values.cardNumber).replace(
    /\D/g,
    '',
  );
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/**
 * The make-payment form (flows §7.2): amount, source (card on file, new card with its billing
 * address, or gift card), and the charge agreement. A refused card says so and the next try is
 * a new transaction (announced to the page's tags); what was typed stays.
 */
export function PayForm({
  account,
  accountNumber,
  onPaid,
  onStale,
  onAccessLost,
  now,
}: PayFormProps) {
  const t = useT();
  const { config, dataLayer, errors } = useAppServices();
  const billing = useCareCalls(billingCalls);
  const tokenizer = useCardTokenizer();
  const country = config.country;
  const amountDue = account.billingStatus.amountDue;
  const cardOnFile = account.paymentMethod;
  // Keeping a card on the account is the signed-in owner's choice (an identified session pays only).
  const owner = account.access === 'owner';
  // Loaded with the form, so brand detection is ready when a new card is chosen.
  useCardBinRanges();
  const [serverErrors, setServerErrors] = useState<Partial<Record<PayField, string>>>();
  const { values, setValues, set, errorOf, textField, showErrors, clearErrors, formRef } =
    useCheckoutFields<PayFormValues, PayField>({
      initialValues: { ...initialPayForm(newCardValuesFor(account), cardOnFile), saveCard: owner },
      serverErrors,
      messageIdOf: billingFieldMessageId,
    });
  const { transactionId, renew } = usePaymentTransaction();
  // The page reads the account again once paid (`onPaid`), after it has taken the receipt.
  const payment = useMutation({
    mutationFn: (data: PayFormData) =>
      submitPayment(
        { billing, tokenizer, errors, country, transactionId, accountNumber, cardOnFile },
        data,
      ),
  });
  const busy = payment.isPending;
  const [formError, setFormError] = useState<string>();
  // The box is not a text field, so its error lives here: it goes once the box is ticked.
  const [agreementError, setAgreementError] = useState<string>();
  const paymentMethodName = values.source === 'giftCard' ? 'giftCard' : 'creditCard';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = checkPayForm(values, {
      country,
      now: now?.() ?? new Date(),
      amountDue,
      cardOnFile,
    });
    if (!result.ok) {
      const { agreement, ...fieldErrors } = result.errors;
      setAgreementError(agreement ? billingFieldMessageId('agreement', agreement) : undefined);
      // The amount's own codes (ABOVE_BALANCE…) go the same way as the shared field codes.
      showErrors(fieldErrors as Partial<Record<PayField, FieldErrorCode>>);
      trackUserErrors(dataLayer, MAKE_PAYMENT_FLOW, result.errors);
      return;
    }
    clearErrors();
    setAgreementError(undefined);
    setFormError(undefined);
    const outcome = await payment.mutateAsync(result.data);
    if (outcome.kind === 'paid') {
      trackPaymentSuccess(dataLayer, {
        transactionId,
        amount: outcome.receipt.amountPaid,
        paymentMethod: paymentMethodName,
        reactivatedCount: outcome.receipt.reactivatedSubscriptionIds.length,
      });
      onPaid(outcome);
      return;
    }
    if (outcome.kind === 'access') {
      onAccessLost(outcome.failure);
      return;
    }
    if (outcome.kind === 'stopped') {
      renew();
      return;
    }
    if (outcome.sent) {
      // The same id again would answer this refusal: the next try is a new attempt.
      renew();
      trackPaymentFailure(dataLayer, {
        transactionId,
        code: outcome.code,
        paymentMethod: paymentMethodName,
      });
    }
    if (outcome.kind === 'fieldErrors') {
      const { agreement, ...fieldErrors } = outcome.errors;
      if (agreement) {
        setValues((current) => ({ ...current, agreement: false }));
        setAgreementError(agreement);
      }
      setServerErrors(fieldErrors);
      return;
    }
    setFormError(outcome.id);
    if (outcome.reload) onStale();
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <AmountOptions
        amountDue={amountDue}
        choice={values.amountChoice}
        onChoose={(amountChoice) => setValues((current) => ({ ...current, amountChoice }))}
        otherAmount={textField('otherAmount')}
      />
      <PaymentSourceOptions
        cardOnFile={cardOnFile}
        value={values.source}
        onChange={(source) => setValues((current) => ({ ...current, source }))}
      />
      {values.source === 'newCard' ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('billing.pay.newCard.legend')}</legend>
          <NewCardFields
            country={country}
            values={values}
            errorOf={errorOf}
            bind={textField}
            onChange={set}
          />
          {owner ? (
            <CheckboxField
              name="saveCard"
              label={t('billing.pay.newCard.save')}
              hint={t('billing.pay.newCard.saveHint')}
              checked={values.saveCard}
              onChange={(event) =>
                setValues((current) => ({ ...current, saveCard: event.target.checked }))
              }
            />
          ) : null}
        </fieldset>
      ) : null}
      {values.source === 'giftCard' ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('billing.pay.giftCard.legend')}</legend>
          <GiftCardFields number={values.giftCardNumber} bind={textField} onChange={set} />
        </fieldset>
      ) : null}
      <PayAgreement
        checked={values.agreement}
        onChange={(agreement) => {
          setValues((current) => ({ ...current, agreement }));
          if (agreement) setAgreementError(undefined);
        }}
        error={agreementError ? t(agreementError) : undefined}
        amount={chosenAmount(values, amountDue)}
        source={values.source}
        cardOnFile={cardOnFile}
        typedLast4={typedLast4(values)}
      />
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('billing.pay.working') : t('billing.pay.submit')}
        </Button>
      </div>
    </form>
  );
}
