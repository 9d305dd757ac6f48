import type { CheckoutGiftCard } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardRegistrations, giftCards } from '../../db/schema/index.ts';
import type { MoneySubject } from '../../platform/money-locks/index.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { giftCardKey, giftCardNumberHash } from './gift-card-keys.ts';

/**
 * The subjects of billing's money decisions (ADR 021), found without deciding anything: a
 * lookup that finds nothing names no subject, and the checks made under the locks refuse it as
 * they always did (so no refusal here, no lookup counted against a limit).
 */

export const accountBalanceSubject = (accountNumber: string): MoneySubject => ({
  kind: 'account',
  accountNumber,
});

export const giftCardSubject = (giftCardId: string): MoneySubject => ({
  kind: 'giftCard',
  giftCardId,
});

/** The gift card a customer typed (by its number's keyed hash). */
export async function typedGiftCardSubjects(
  db: Db,
  card: Pick<CheckoutGiftCard, 'number'>,
  now: Date,
): Promise<MoneySubject[]> {
  const number = card.number.replace(/[\s-]/g, '');
  if (number === '') return [];
  const [row] = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(eq(giftCards.numberHash, giftCardNumberHash(await giftCardKey(db, now), number)))
    .limit(1);
  return row ? [giftCardSubject(row.id)] : [];
}

/** The gift card a caller's registration token (`giftcard/v1/giftcards`) names. */
export async function registeredGiftCardSubjects(
  db: Db,
  tokenId: string,
  identityId: string,
): Promise<MoneySubject[]> {
  const [row] = await db
    .select({ giftCardId: giftCardRegistrations.giftCardId })
    .from(giftCardRegistrations)
    .where(
      and(eq(giftCardRegistrations.id, tokenId), eq(giftCardRegistrations.identityId, identityId)),
    )
    .limit(1);
  return row ? [giftCardSubject(row.giftCardId)] : [];
}

/**
 * The card behind a gateway token, by its fingerprint: the same for every token of one card, so
 * one card is not kept twice, nor given two streaming trials, by requests racing.
 */
export async function cardSubjects(
  gateway: PaymentGateway,
  token: string | undefined,
): Promise<MoneySubject[]> {
  if (!token) return [];
  const card = await gateway.describeCard(token);
  return card ? [{ kind: 'card', fingerprint: card.fingerprint }] : [];
}
