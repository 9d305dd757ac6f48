import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';

const canPay = (giftCardId: string, amountMinor: number) =>
  and(
    eq(giftCards.id, giftCardId),
    eq(giftCards.status, 'active'),
    gte(giftCards.balanceMinor, amountMinor),
  );

/**
 * Whether a gift card can still pay `amountMinor` (active, that much on it): what a confirm
 * checks again before it charges the card's other part (ADR 021).
 */
export async function giftCardCanPay(
  db: Db,
  giftCardId: string,
  amountMinor: number,
): Promise<boolean> {
  if (amountMinor <= 0) return true;
  const rows = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(canPay(giftCardId, amountMinor))
    .limit(1);
  return rows.length > 0;
}

/**
 * What is on a gift card now (minor units), whatever its status; undefined for no such card. A
 * plan change priced with a gift card is refused at its confirm when this moved since (ADR 030).
 */
export async function giftCardBalanceMinorOf(
  db: Db,
  giftCardId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ balanceMinor: giftCards.balanceMinor })
    .from(giftCards)
    .where(eq(giftCards.id, giftCardId))
    .limit(1);
  return row?.balanceMinor;
}

/**
 * Takes `amountMinor` off a gift card in the purchase's transaction. One conditional update: two
 * checkouts spending one balance cannot both succeed (the loser's transaction fails with
 * NO_GIFT_CARD_BALANCE and its charge is given back). The card's money lock (ADR 021) keeps a
 * second checkout from being charged in the first place; this stays as the last line.
 */
export async function debitGiftCard(
  tx: Db,
  giftCardId: string,
  amountMinor: number,
  now: Date,
): Promise<void> {
  if (amountMinor <= 0) return;
  const rows = await tx
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${amountMinor}`, updatedAt: now })
    .where(canPay(giftCardId, amountMinor))
    .returning({ id: giftCards.id });
  if (rows.length === 0) {
    throw new AppError('NO_GIFT_CARD_BALANCE', 'gift card balance spent by another checkout');
  }
}
