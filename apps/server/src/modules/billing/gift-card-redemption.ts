import { FIELD_ERROR_CODES, type Money, money } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardRegistrations, giftCards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CheckoutGiftCardBalance } from './checkout-gift-card.ts';
import { type Settlement, settleBalance } from './settle-balance.ts';

export type GiftCardRedeemed = Settlement & { amountRedeemed: Money; applied: Money };

/**
 * Moves a gift card's whole balance to an account, in the caller's transaction (spec 001 §7
 * redeem; flows §7.1): the card is marked redeemed by one conditional update (so two
 * redemptions racing on one card cannot both move it: the loser gets GIFT_CARD_ALREADY_REDEEMED),
 * then its balance pays the account's bills oldest first (payments rows of entry type
 * `balance`) and what is left becomes account credit. Nothing owed any more brings suspended
 * subscriptions back. A registration token used for it is consumed in the same transaction.
 */
export async function redeemGiftCardTo(
  tx: Db,
  input: {
    accountNumber: string;
    card: CheckoutGiftCardBalance;
    registrationId?: string | undefined;
    fieldName: string;
    now: Date;
  },
): Promise<GiftCardRedeemed> {
  const { card, now } = input;
  const moved = await tx
    .update(giftCards)
    .set({
      status: 'redeemed',
      balanceMinor: 0,
      redeemedByAccountNumber: input.accountNumber,
      updatedAt: now,
    })
    .where(
      and(
        eq(giftCards.id, card.id),
        eq(giftCards.status, 'active'),
        eq(giftCards.balanceMinor, card.balance.amountMinor),
      ),
    )
    .returning({ id: giftCards.id });
  if (moved.length === 0) {
    const [current] = await tx.select().from(giftCards).where(eq(giftCards.id, card.id)).limit(1);
    const code =
      current?.status === 'redeemed' ? 'GIFT_CARD_ALREADY_REDEEMED' : 'NO_GIFT_CARD_BALANCE';
    throw new AppError(code, 'gift card changed by a concurrent request', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: input.fieldName }],
    });
  }
  if (input.registrationId) {
    await tx
      .update(giftCardRegistrations)
      .set({ redeemedAt: now })
      .where(eq(giftCardRegistrations.id, input.registrationId));
  }
  const settlement = await settleBalance(
    tx,
    input.accountNumber,
    {
      amountMinor: card.balance.amountMinor,
      entryType: 'balance',
      paymentMethodId: null,
      giftCardId: card.id,
      gatewayChargeId: null,
      keepRestAsCredit: true,
    },
    now,
  );
  return {
    ...settlement,
    amountRedeemed: card.balance,
    applied: money(settlement.appliedMinor, card.balance.currency),
  };
}
