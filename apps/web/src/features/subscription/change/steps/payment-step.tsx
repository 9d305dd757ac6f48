import type { AccountCreditCard, Country } from '@orbit/domain';
import { useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import {
  type NewCardData,
  NewCardForm,
  type newCardValuesFor,
  tokenizeNewCard,
  useCardTokenizer,
} from '../../../billing/index.ts';
import { type PayWith, PayWithChoice } from '../../../checkout/index.ts';
import styles from '../change.module.css';
import type { ChangePayment } from '../change-store.ts';

export interface PaymentStepProps {
  country: Country;
  /** The account's card the change may be charged to (its owner signed in, not expired). */
  cardOnFile: AccountCreditCard | undefined;
  initialCard: ReturnType<typeof newCardValuesFor>;
  /** Why the customer is back here (a refused card), as a message id. */
  problem: string | undefined;
  /** Prices the change with this payment; answers a message id when it could not. */
  onPaid(payment: ChangePayment): Promise<string | undefined>;
}

/**
 * "Enter your payment information": the card on file, or a new card (the billing pages' card
 * form: the card goes to the gateway's tokenizer, only its token comes back). Continue prices the
 * change and opens the review.
 */
export function PaymentStep({
  country,
  cardOnFile,
  initialCard,
  problem,
  onPaid,
}: PaymentStepProps) {
  const t = useT();
  const { errors, sdk } = useAppServices();
  const tokenizer = useCardTokenizer();
  const [payWith, setPayWith] = useState<PayWith>(cardOnFile ? 'cardOnFile' : 'newCard');
  const [formError, setFormError] = useState(problem);
  const [busy, setBusy] = useState(false);

  const payWithCardOnFile = async (card: AccountCreditCard) => {
    setBusy(true);
    setFormError(undefined);
    const failed = await onPaid({ kind: 'cardOnFile', brand: card.type, last4: card.last4Digits });
    setBusy(false);
    setFormError(failed);
  };

  return (
    <>
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      {cardOnFile ? (
        <PayWithChoice
          cardOnFile={{ brand: cardOnFile.type, last4: cardOnFile.last4Digits }}
          value={payWith}
          onChange={setPayWith}
        />
      ) : null}
      {payWith === 'cardOnFile' && cardOnFile ? (
        <div className={styles.actions}>
          <Button
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void payWithCardOnFile(cardOnFile)}
          >
            {busy ? t('subscription.change.working') : t('subscription.change.continue')}
          </Button>
        </div>
      ) : (
        <NewCardForm
          country={country}
          initialValues={initialCard}
          submitLabel={t('subscription.change.continue')}
          now={() => new Date(sdk.runtime.now())}
          onSubmit={async (card: NewCardData) => {
            const tokenized = await tokenizeNewCard(tokenizer, errors, card);
            if (!tokenized.ok) return tokenized;
            setFormError(undefined);
            // The form shows a failure itself, above its button.
            const failed = await onPaid({
              kind: 'card',
              token: tokenized.token,
              nameOnCard: card.nameOnCard,
              address: card.address,
            });
            return failed ? { ok: false, field: undefined, id: failed } : undefined;
          }}
        />
      )}
    </>
  );
}
