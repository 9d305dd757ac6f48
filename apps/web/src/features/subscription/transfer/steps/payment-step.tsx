import { useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import { OptionChoice } from '../../../checkout/flow-kit/index.ts';
import styles from '../transfer.module.css';
import type { TransferBounce, TransferPaymentType } from '../transfer-store.ts';
import { usePriceTransfer } from '../use-price-transfer.ts';
import { useTransferVisit } from '../use-transfer.ts';

export interface PaymentStepProps {
  trialRadioId: string;
  bounce: TransferBounce | undefined;
}

/**
 * How the plan that follows the trial is paid (flows §8.1 `paymentType`): the card on the
 * account, or an invoice. Nothing is charged today; the quote is asked with the choice and review
 * opens on it. No card is typed here: an account without a card on file is told to choose the
 * invoice (NO_CARD_ON_ACCOUNT).
 */
export function PaymentStep({ trialRadioId, bounce }: PaymentStepProps) {
  const t = useT();
  const services = useAppServices();
  const { state } = useTransferVisit();
  const pricing = usePriceTransfer(trialRadioId);
  const [paymentType, setPaymentType] = useState<TransferPaymentType>(
    state.paymentType ?? 'creditCard',
  );
  const problem =
    pricing.problem ??
    (bounce === 'changed'
      ? 'transfer.error.changed'
      : bounce === 'unexpected'
        ? 'transfer.error.unexpected'
        : undefined);

  return (
    <form
      className={styles.stepForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pricing.busy) void pricing.price({ paymentType });
      }}
    >
      {problem ? (
        <Alert tone="error">{t(problem, { phone: services.config.care.phone })}</Alert>
      ) : null}
      <p className={styles.lead}>{t('transfer.payment.lead')}</p>
      <OptionChoice<TransferPaymentType>
        name="transfer-payment"
        legend={t('transfer.payment.legend')}
        options={[
          { value: 'creditCard', label: t('transfer.payment.creditCard') },
          { value: 'invoice', label: t('transfer.payment.invoice') },
        ]}
        value={paymentType}
        onChange={setPaymentType}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={pricing.busy} aria-busy={pricing.busy || undefined}>
          {t(pricing.busy ? 'transfer.pricing' : 'transfer.continue')}
        </Button>
      </div>
    </form>
  );
}
