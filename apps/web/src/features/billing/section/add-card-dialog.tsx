import {
  addressCountryOf,
  type CreatePaymentMethodRequest,
  type PaymentMethod,
} from '@orbit/domain';
import { useState } from 'react';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Button, CheckboxField, Dialog } from '../../../shared/ui/index.ts';
import { isCardFailure, reportBillingFailure } from '../billing-failure.ts';
import { NewCardForm } from '../card/new-card-form.tsx';
import { EMPTY_NEW_CARD } from '../card/new-card-model.ts';
import { useNewCardSave } from '../card/use-new-card-save.ts';
import { useSavedCards } from '../saved-cards.ts';
import { ACCOUNT_BILLING_FLOW, trackUserErrors } from '../shared/billing-analytics.ts';
import { useBillingChange } from '../use-billing-change.ts';

/**
 * "Add a card": a new card with its billing address goes to the tokenizer, and its token
 * becomes a saved card (`billing/v1/payment-methods`), the default if asked (the first card
 * always is).
 */
export function AddCardDialog({
  open,
  now,
  onClose,
  onAdded,
}: {
  open: boolean;
  now: () => Date;
  onClose(): void;
  onAdded(method: PaymentMethod): void;
}) {
  const t = useT();
  const { config, dataLayer, errors } = useAppServices();
  const savedCards = useSavedCards();
  const adding = useBillingChange(async (request: CreatePaymentMethodRequest) =>
    (await savedCards()).createPaymentMethod(request),
  );
  const [makeDefault, setMakeDefault] = useState(false);
  // A new form each time the dialog opens, so a closed attempt leaves nothing typed behind.
  const [attempt, setAttempt] = useState(0);
  const saving = useNewCardSave(async (card, token) => {
    try {
      const method = await adding.mutateAsync({
        cardToken: token.token,
        nameOnCard: card.nameOnCard,
        billingAddress: { ...card.address, country: addressCountryOf(config.country) },
        setAsDefault: makeDefault,
      });
      setAttempt((count) => count + 1);
      onAdded(method);
      return undefined;
    } catch (error) {
      const failure = failureOf(error);
      reportBillingFailure(errors, failure, 'add payment method', { staysOnPage: true });
      return isCardFailure(failure)
        ? 'billing.pay.error.card'
        : failureMessageId(failure, 'billing.cards.error.unexpected');
    }
  });

  const close = () => {
    setAttempt((count) => count + 1);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t('billing.cards.addTitle')}>
      {open ? (
        <NewCardForm
          key={attempt}
          country={config.country}
          initialValues={EMPTY_NEW_CARD}
          submitLabel={t('billing.cards.addSubmit')}
          now={now}
          extra={
            <CheckboxField
              name="setAsDefault"
              label={t('billing.cards.addDefault')}
              checked={makeDefault}
              onChange={(event) => setMakeDefault(event.target.checked)}
            />
          }
          secondaryAction={
            <Button variant="secondary" onClick={close}>
              {t('billing.cancel')}
            </Button>
          }
          onInvalid={(found) =>
            trackUserErrors(dataLayer, `${ACCOUNT_BILLING_FLOW}.addCard`, found)
          }
          onSubmit={saving.mutateAsync}
        />
      ) : null}
    </Dialog>
  );
}
