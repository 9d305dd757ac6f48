import type { MessageValues } from '../../../shared/i18n/use-t.ts';
import { cardNameOf } from '../../checkout/index.ts';
import type { ChangeState } from './change-store.ts';

/** The payment step's line once chosen: the card, and the gift card paying first if any. */
export function paymentChosenOf(
  t: (id: string, values?: MessageValues) => string,
  state: Pick<ChangeState, 'payment' | 'giftCard'>,
): string | undefined {
  const { payment, giftCard } = state;
  if (!payment) return undefined;
  const card =
    payment.kind === 'cardOnFile'
      ? t('subscription.change.payment.cardOnFile', {
          brand: cardNameOf(payment.brand),
          last4: payment.last4,
        })
      : t('subscription.change.payment.newCardChosen', { last4: payment.token.last4 });
  if (!giftCard) return card;
  return t('subscription.change.payment.withGiftCard', {
    card,
    last4: giftCard.number.slice(-4),
  });
}
