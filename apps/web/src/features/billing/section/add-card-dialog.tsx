import { addressCountryOf, type PaymentMethod } from '@orbit/domain';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Button, CheckboxField, Dialog } from '../../../shared/ui/index.ts';
import { useBillingCalls } from '../billing-calls-context.tsx';
import { billingFailureOf, isCardFailure, reportBillingFailure } from '../billing-failure.ts';
import { NewCardForm } from '../card/new-card-form.tsx';
import { EMPTY_NEW_CARD, type NewCardField } from '../card/new-card-model.ts';
import { tokenizeNewCard } from '../card/tokenize-new-card.ts';
import { ACCOUNT_BILLING_FLOW, trackUserErrors } from '../shared/billing-analytics.ts';

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
  const calls = useBillingCalls();
  const [busy, setBusy] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<NewCardField, string>>>();
  const [formError, setFormError] = useState<string>();
  // A new form each time the dialog opens, so a closed attempt leaves nothing typed behind.
  const [attempt, setAttempt] = useState(0);

  const close = () => {
    setFormError(undefined);
    setServerErrors(undefined);
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
          serverErrors={serverErrors}
          formError={formError}
          busy={busy}
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
          onSubmit={async (card) => {
            setBusy(true);
            setFormError(undefined);
            const tokenized = await tokenizeNewCard(calls, errors, card);
            if (!tokenized.ok) {
              setBusy(false);
              if (tokenized.field) setServerErrors({ [tokenized.field]: tokenized.id });
              else setFormError(tokenized.id);
              return;
            }
            try {
              const method = await calls.addPaymentMethod({
                cardToken: tokenized.token.token,
                nameOnCard: card.nameOnCard,
                billingAddress: { ...card.address, country: addressCountryOf(config.country) },
                setAsDefault: makeDefault,
              });
              setBusy(false);
              setAttempt((count) => count + 1);
              onAdded(method);
            } catch (error) {
              setBusy(false);
              reportBillingFailure(errors, error, 'add payment method', { staysOnPage: true });
              const failure = billingFailureOf(error);
              setFormError(
                isCardFailure(failure)
                  ? 'billing.pay.error.card'
                  : 'billing.cards.error.unexpected',
              );
            }
          }}
        />
      ) : null}
    </Dialog>
  );
}
