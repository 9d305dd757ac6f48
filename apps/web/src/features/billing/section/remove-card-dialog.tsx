import type { PaymentMethod } from '@orbit/domain';
import { useEffect, useState } from 'react';
import { type Failure, failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button, Dialog } from '../../../shared/ui/index.ts';
import { reportBillingFailure } from '../billing-failure.ts';
import { useSavedCards } from '../saved-cards.ts';
import { cardNameOf } from '../shared/card-name.ts';
import { useBillingChange } from '../use-billing-change.ts';

/** What a refused removal says: the last card an active plan needs is kept, and why. */
function removalErrorId(failure: Failure): string {
  switch (failure.code) {
    case 'LAST_PAYMENT_METHOD':
      return 'billing.cards.error.lastCard';
    case 'PAYMENT_METHOD_NOT_FOUND':
      return 'billing.cards.error.notFound';
    default:
      return failureMessageId(failure, 'billing.cards.error.unexpected');
  }
}

/**
 * "Remove this card?" — asked before a card is removed. When the server refuses because an
 * active subscription would be left with no card (LAST_PAYMENT_METHOD), the dialog says so and
 * what to do instead, and the card stays.
 */
export function RemoveCardDialog({
  method,
  onClose,
  onRemoved,
}: {
  method: PaymentMethod | undefined;
  onClose(): void;
  onRemoved(method: PaymentMethod): void;
}) {
  const t = useT();
  const { errors } = useAppServices();
  const savedCards = useSavedCards();
  const removal = useBillingChange(async (paymentMethodId: string) =>
    (await savedCards()).deletePaymentMethod(paymentMethodId),
  );
  const busy = removal.isPending;
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    if (method) setRefusal(undefined);
  }, [method]);
  const words = method ? { brand: cardNameOf(method.card.brand), last4: method.card.last4 } : null;

  const remove = async () => {
    if (!method || busy) return;
    setRefusal(undefined);
    try {
      await removal.mutateAsync(method.id);
      onRemoved(method);
    } catch (error) {
      const failure = failureOf(error);
      reportBillingFailure(errors, failure, 'remove payment method', { staysOnPage: true });
      setRefusal(removalErrorId(failure));
    }
  };

  return (
    <Dialog
      open={method !== undefined}
      role="alertdialog"
      onClose={onClose}
      title={words ? t('billing.cards.removeTitle', words) : ''}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t(refusal ? 'billing.close' : 'billing.cards.keep')}
          </Button>
          {refusal ? null : (
            <Button onClick={() => void remove()} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('billing.working') : t('billing.cards.confirmRemove')}
            </Button>
          )}
        </>
      }
    >
      {refusal ? <Alert tone="error">{t(refusal)}</Alert> : <p>{t('billing.cards.removeBody')}</p>}
    </Dialog>
  );
}
