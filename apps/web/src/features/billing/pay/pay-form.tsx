import type { CareAccount, PaymentReceipt } from '@orbit/domain';
import { billingCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Failure } from '../../../shared/errors/index.ts';
import { schemaOfCheck, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, CheckboxField } from '../../../shared/ui/index.ts';
import { useCardBinRanges } from '../../checkout/index.ts';
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
import { useBillingFields } from '../shared/billing-fields.ts';
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
import { AMOUNT_ERROR_CODES } from './payment-amount.ts';
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

/** The amount's own refusals (above the balance…), beside the domain's codes. */
const AMOUNT_CODES = Object.values(AMOUNT_ERROR_CODES);

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
  const { transactionId, renew } = usePaymentTransaction();
  // The page reads the account again once paid (`onPaid`), after it has taken the receipt.
  const payment = useMutation({
    mutationFn: (data: PayFormData) =>
      submitPayment(
        { billing, tokenizer, errors, country, transactionId, accountNumber, cardOnFile },
        data,
      ),
  });
  const [formError, setFormError] = useState<string>();
  const schema = useMemo(
    () =>
      schemaOfCheck((values: PayFormValues) => {
        const checked = checkPayForm(values, {
          country,
          now: now?.() ?? new Date(),
          amountDue,
          cardOnFile,
        });
        return checked.ok ? { ok: true, values: checked.data } : checked;
      }),
    [country, now, amountDue, cardOnFile],
  );

  const pay = async (data: PayFormData) => {
    setFormError(undefined);
    const paymentMethod = data.source.kind === 'giftCard' ? 'giftCard' : 'creditCard';
    const outcome = await payment.mutateAsync(data);
    if (outcome.kind === 'paid') {
      trackPaymentSuccess(dataLayer, {
        transactionId,
        amount: outcome.receipt.amountPaid,
        paymentMethod,
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
      trackPaymentFailure(dataLayer, { transactionId, code: outcome.code, paymentMethod });
    }
    if (outcome.kind === 'fieldErrors') {
      // Refused for want of the agreement: the box is unticked, to be ticked again.
      if (outcome.errors.agreement) entry.form.setValue('agreement', false);
      entry.showMessages(outcome.errors);
      return;
    }
    setFormError(outcome.id);
    if (outcome.reload) onStale();
  };
  const entry = useEntryForm({
    schema,
    defaultValues: { ...initialPayForm(newCardValuesFor(account), cardOnFile), saveCard: owner },
    ownCodes: AMOUNT_CODES,
    onSubmit: pay,
    onInvalid: (codes) => trackUserErrors(dataLayer, MAKE_PAYMENT_FLOW, codes),
  });
  const values = entry.form.watch();
  const fields = useBillingFields<PayField>(entry);
  const busy = entry.busy;

  return (
    <form {...entry.formProps} className={styles.form}>
      <AmountOptions
        amountDue={amountDue}
        choice={values.amountChoice}
        onChoose={(amountChoice) => entry.form.setValue('amountChoice', amountChoice)}
        otherAmount={fields.bind('otherAmount')}
      />
      <PaymentSourceOptions
        cardOnFile={cardOnFile}
        value={values.source}
        onChange={(source) => entry.form.setValue('source', source)}
      />
      {values.source === 'newCard' ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('billing.pay.newCard.legend')}</legend>
          <NewCardFields
            country={country}
            values={values}
            errorOf={fields.errorOf}
            bind={fields.bind}
            onChange={fields.type}
          />
          {owner ? (
            <CheckboxField
              {...entry.checkbox('saveCard')}
              label={t('billing.pay.newCard.save')}
              hint={t('billing.pay.newCard.saveHint')}
            />
          ) : null}
        </fieldset>
      ) : null}
      {values.source === 'giftCard' ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('billing.pay.giftCard.legend')}</legend>
          <GiftCardFields
            number={values.giftCardNumber}
            bind={fields.bind}
            onChange={fields.type}
          />
        </fieldset>
      ) : null}
      <PayAgreement
        {...entry.checkbox('agreement')}
        error={fields.errorOf('agreement')}
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
