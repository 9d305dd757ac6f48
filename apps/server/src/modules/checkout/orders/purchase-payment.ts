import type { Country, PaymentInfo } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { type CheckoutGiftCardBalance, checkoutGiftCardBalance } from '../../billing/index.ts';
import { fieldRefusal } from './purchase-fields.ts';

/** The gift card of a purchase (one at most), checked and with its balance. */
export async function purchaseGiftCardOf(
  db: Db,
  payment: PaymentInfo,
  context: { country: Country; clientAddress: string; now: Date },
): Promise<CheckoutGiftCardBalance | null> {
  const cards = payment.giftCards ?? [];
  if (cards.length > 1) throw fieldRefusal('paymentInfo.giftCards.1');
  const [card] = cards;
  if (!card) return null;
  return checkoutGiftCardBalance(db, card, { ...context, fieldName: 'paymentInfo.giftCards.0' });
}
