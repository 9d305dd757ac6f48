import type { AccountCreditCard, CheckoutGiftCard, Country } from '@orbit/domain';
import { useState } from 'react';
import { CatalogLayer } from '../../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import {
  billingCatalog,
  checkGiftCard,
  EMPTY_GIFT_CARD,
  type GiftCardChoice,
  GiftCardEntry,
  type GiftCardErrors,
  giftCardErrorOf,
  type NewCardData,
  NewCardForm,
  type newCardValuesFor,
  tokenizeNewCard,
  useCardTokenizer,
} from '../../../billing/index.ts';
import { type PayWith, PayWithChoice } from '../../../checkout/index.ts';
import styles from '../change.module.css';
import type { ChangePayment } from '../change-store.ts';
import type { PriceRefusal } from '../use-price-change.ts';

export interface PaymentStepProps {
  country: Country;
  /** The account's card the change may be charged to (its owner signed in, not expired). */
  cardOnFile: AccountCreditCard | undefined;
  initialCard: ReturnType<typeof newCardValuesFor>;
  /** The gift card chosen before (back here to change something): shown filled in. */
  initialGiftCard: CheckoutGiftCard | undefined;
  /** Why the customer is back here (a refused card or gift card), as a message id. */
  problem: string | undefined;
  /** Why the gift card was refused at the confirm, as a gift card refusal code. */
  giftCardProblem?: string | undefined;
  /** Prices the change with this payment and gift card; answers why when it could not. */
  onPaid(
    payment: ChangePayment,
    giftCard: CheckoutGiftCard | undefined,
  ): Promise<PriceRefusal | undefined>;
}

function choiceOf(card: CheckoutGiftCard | undefined): GiftCardChoice {
  if (!card) return { use: false, values: EMPTY_GIFT_CARD };
  return {
    use: true,
    values: {
      giftCardNumber: card.number,
      giftCardExpiry: card.expiry ?? '',
      giftCardCvv: card.securityCode ?? '',
    },
  };
}

/**
 * "Enter your payment information": the card on file, or a new card (the billing pages' card
 * form: the card goes to the gateway's tokenizer, only its token comes back), and a gift card
 * paying first if the customer has one (the billing pages' gift card fields). Continue checks the
 * gift card, prices the change with both — the preview shows the gift card's part and what the
 * card pays — and opens the review.
 */
export function PaymentStep(props: PaymentStepProps) {
  // Billing's card and gift-card forms speak billing's words: they arrive with this step, not
  // with every subscription page (ADR 100).
  return (
    <CatalogLayer catalog={billingCatalog}>
      <PaymentForms {...props} />
    </CatalogLayer>
  );
}

function PaymentForms({
  country,
  cardOnFile,
  initialCard,
  initialGiftCard,
  problem,
  giftCardProblem,
  onPaid,
}: PaymentStepProps) {
  const t = useT();
  const { errors, sdk } = useAppServices();
  const tokenizer = useCardTokenizer();
  const [payWith, setPayWith] = useState<PayWith>(cardOnFile ? 'cardOnFile' : 'newCard');
  const [formError, setFormError] = useState(problem);
  const [busy, setBusy] = useState(false);
  const [giftCard, setGiftCard] = useState(() => choiceOf(initialGiftCard));
  const [giftCardErrors, setGiftCardErrors] = useState<GiftCardErrors>({});
  const [giftCardRefusal, setGiftCardRefusal] = useState(() =>
    giftCardProblem ? giftCardErrorOf(giftCardProblem) : undefined,
  );

  /** The gift card to price with (none unless ticked); false when what was typed is wrong. */
  const checkedGiftCard = (): { card: CheckoutGiftCard | undefined } | false => {
    setGiftCardRefusal(undefined);
    if (!giftCard.use) return { card: undefined };
    const checked = checkGiftCard(giftCard.values, new Date(sdk.runtime.now()));
    setGiftCardErrors(checked.ok ? {} : checked.errors);
    return checked.ok ? { card: checked.card } : false;
  };

  /** Prices with the gift card; a refusal of the gift card shows on its fields. */
  const price = async (payment: ChangePayment, card: CheckoutGiftCard | undefined) => {
    const refused = await onPaid(payment, card);
    if (refused && 'giftCardCode' in refused) {
      setGiftCardRefusal(giftCardErrorOf(refused.giftCardCode));
      return undefined;
    }
    return refused?.id;
  };

  const payWithCardOnFile = async (card: AccountCreditCard) => {
    setFormError(undefined);
    const gift = checkedGiftCard();
    if (!gift) return;
    setBusy(true);
    const failed = await price(
      { kind: 'cardOnFile', brand: card.type, last4: card.last4Digits },
      gift.card,
    );
    setBusy(false);
    setFormError(failed);
  };

  return (
    <>
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <GiftCardEntry
        choice={giftCard}
        errors={giftCardErrors}
        refusal={giftCardRefusal}
        onChange={(choice) => {
          setGiftCard(choice);
          setGiftCardErrors({});
          setGiftCardRefusal(undefined);
        }}
      />
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
            const gift = checkedGiftCard();
            if (!gift) return undefined;
            const tokenized = await tokenizeNewCard(tokenizer, errors, card);
            if (!tokenized.ok) return tokenized;
            setFormError(undefined);
            // The form shows a failure itself, above its button.
            const failed = await price(
              {
                kind: 'card',
                token: tokenized.token,
                nameOnCard: card.nameOnCard,
                address: card.address,
              },
              gift.card,
            );
            return failed ? { ok: false, field: undefined, id: failed } : undefined;
          }}
        />
      )}
    </>
  );
}
