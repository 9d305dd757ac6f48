import type { CardToken, CareAccount, UpdatePaymentInfoRequest } from '@orbit/domain';
import { billingCalls } from '@orbit/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Failure, failureOf } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, buttonClassName } from '../../../shared/ui/index.ts';
import styles from '../billing.module.css';
import { reportBillingFailure } from '../billing-failure.ts';
import { NewCardForm } from '../card/new-card-form.tsx';
import { billingAddressOf, newCardValuesFor } from '../card/new-card-model.ts';
import { useNewCardSave } from '../card/use-new-card-save.ts';
import { trackUserErrors } from '../shared/billing-analytics.ts';
import { DASHBOARD_PATH } from '../shared/billing-links.ts';
import { cardNameOf } from '../shared/card-name.ts';
import { CardStatusBadge } from '../shared/card-status-badge.tsx';
import { useBillingChange } from '../use-billing-change.ts';
import { refusalOf } from './submit-payment.ts';
import { usePaymentTransaction } from './use-payment-transaction.ts';

const QUIET = { skipGlobalHandler: true } as const;

export interface UpdatePaymentFormProps {
  account: CareAccount;
  onAccessLost(failure: Failure): void;
  now?: () => Date;
}

/**
 * "Update my payment information" (flows §7.2, update only): a new card replaces the card on
 * file through `update-payment-info`; nothing is charged. A refused card says so, and the next
 * try is a new transaction.
 */
export function UpdatePaymentForm({ account, onAccessLost, now }: UpdatePaymentFormProps) {
  const t = useT();
  const { config, dataLayer, errors } = useAppServices();
  const billing = useCareCalls(billingCalls);
  const update = useBillingChange((request: UpdatePaymentInfoRequest) =>
    billing.updatePaymentInfo(request, QUIET),
  );
  const { transactionId, renew } = usePaymentTransaction();
  const [saved, setSaved] = useState<CardToken>();
  const saving = useNewCardSave(async (card, token) => {
    try {
      await update.mutateAsync({
        cardInfo: { cardToken: token.token, nameOnCard: card.nameOnCard },
        transactionId,
        billingAddress: billingAddressOf(card.address, config.country),
      });
      dataLayer.push('payment-info-updated', {
        customerInfo: { transactionId, paymentMethod: 'creditCard' },
      });
      setSaved(token);
      return undefined;
    } catch (error) {
      const failure = failureOf(error);
      reportBillingFailure(errors, failure, 'update payment info', { staysOnPage: true });
      const outcome = refusalOf(failure);
      renew();
      if (outcome.kind === 'access') onAccessLost(outcome.failure);
      else if (outcome.kind === 'refused') return outcome.id;
      else if (outcome.kind === 'fieldErrors') return 'billing.pay.error.unexpected';
      return undefined;
    }
  });
  const current = account.paymentMethod;

  if (saved) {
    return (
      <>
        <Alert tone="success">
          {t('billing.update.saved', { brand: cardNameOf(saved.brand), last4: saved.last4 })}
        </Alert>
        <div className={styles.actions}>
          <Link to={DASHBOARD_PATH} className={buttonClassName()}>
            {t('billing.backToAccount')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <p className={styles.lead}>{t('billing.update.lead')}</p>
      {current ? (
        <p className={styles.optionText}>
          {t('billing.update.current', {
            brand: cardNameOf(current.type),
            last4: current.last4Digits,
          })}
          <CardStatusBadge status={current.status} />
        </p>
      ) : null}
      <NewCardForm
        country={config.country}
        initialValues={newCardValuesFor(account)}
        submitLabel={t('billing.update.submit')}
        now={now}
        onInvalid={(found) => trackUserErrors(dataLayer, 'updatePaymentInfo', found)}
        onSubmit={saving.mutateAsync}
      />
    </>
  );
}
