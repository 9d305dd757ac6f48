import { useState } from 'react';
import { failureMessageId } from '../../../../shared/errors/index.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import { OptionChoice, reportHandledError } from '../../../checkout/flow-kit/index.ts';
import styles from '../transfer.module.css';
import { askAcscQuote } from '../transfer-queries.ts';
import {
  acscQuoteAskedOf,
  type TransferBounce,
  type TransferPaymentType,
  type TransferState,
} from '../transfer-store.ts';
import { useTransferVisit } from '../use-transfer.ts';

export interface PaymentStepProps {
  trialRadioId: string;
  bounce: TransferBounce | undefined;
  onPriced(
    paymentType: TransferPaymentType,
    asked: NonNullable<TransferState['acscQuoteAsked']>,
  ): void;
  /** The move itself was refused: the first step says why. */
  onRefused(bounce: Extract<TransferBounce, 'notTransferable'>): void;
}

/**
 * How the plan's bills are paid from now on (flows §8.1 `paymentType`): the card on the account,
 * or an invoice. Nothing is charged today; `quotes/acsc-quote` prices what moves at that choice,
 * and review opens on it. No card is typed here: an account without a card on file is told to
 * choose the invoice (NO_CARD_ON_ACCOUNT).
 */
export function PaymentStep({ trialRadioId, bounce, onPriced, onRefused }: PaymentStepProps) {
  const t = useT();
  const services = useAppServices();
  const { state } = useTransferVisit();
  const [paymentType, setPaymentType] = useState<TransferPaymentType>(
    state.paymentType ?? 'creditCard',
  );
  const [problem, setProblem] = useState<string | undefined>(
    bounce === 'noCard'
      ? 'transfer.error.noCard'
      : bounce === 'unexpected'
        ? 'transfer.error.unexpected'
        : undefined,
  );
  const [busy, setBusy] = useState(false);

  const price = async () => {
    const asked = acscQuoteAskedOf({ ...state, paymentType }, trialRadioId);
    if (!asked) return setProblem('transfer.error.unexpected');
    setBusy(true);
    setProblem(undefined);
    try {
      await askAcscQuote(services, asked);
      onPriced(paymentType, asked);
    } catch (error) {
      const failure = reportHandledError(services, error, 'acsc quote');
      if (failure.kind === 'sessionTimedOut') return;
      if (failure.code === 'NO_CARD_ON_ACCOUNT') setProblem('transfer.error.noCard');
      else if (
        failure.code === 'SUBSCRIPTION_NOT_TRANSFERABLE' ||
        failure.code === 'TRIAL_RADIO_NOT_ELIGIBLE'
      ) {
        onRefused('notTransferable');
      } else setProblem(failureMessageId(failure, 'transfer.error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.stepForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void price();
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
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t(busy ? 'transfer.pricing' : 'transfer.continue')}
        </Button>
      </div>
    </form>
  );
}
