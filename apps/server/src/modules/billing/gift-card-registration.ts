import { randomBytes } from 'node:crypto';
import type { CheckoutGiftCard, Country } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardRegistrations, giftCards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { BillingCaller } from './billing-profiles.ts';
import {
  type CheckoutGiftCardBalance,
  checkoutGiftCardBalance,
  usableGiftCardBalance,
} from './checkout-gift-card.ts';

/** How long a registered gift card's token can be redeemed or paid with. */
export const GIFT_CARD_TOKEN_TTL_SECONDS = 30 * 60;

const TOKEN_PREFIX = 'gct_';

/**
 * `POST giftcard/v1/giftcards?country=` (spec 001 §3 Gift card: registration returns a token
 * and the actual balance): the card is looked up as at checkout (the same refusals, the same
 * per-address limit) for `country`'s market, and a token valid GIFT_CARD_TOKEN_TTL_SECONDS is
 * issued to the caller alone (random, unguessable; its card number is never kept).
 */
export async function registerGiftCard(
  caller: BillingCaller,
  card: CheckoutGiftCard,
  context: { country: Country; clientAddress: string },
) {
  const found = await checkoutGiftCardBalance(caller.db, card, {
    ...context,
    now: caller.now,
    fieldName: 'number',
  });
  const expiresAt = new Date(caller.now.getTime() + GIFT_CARD_TOKEN_TTL_SECONDS * 1000);
  const id = `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
  await caller.db.insert(giftCardRegistrations).values({
    id,
    giftCardId: found.id,
    identityId: caller.identityId,
    createdAt: caller.now,
    expiresAt,
    redeemedAt: null,
  });
  return {
    giftCardTokenId: id,
    actualBalance: found.balance,
    last4: found.last4,
    expiresAt: expiresAt.toISOString(),
  };
}

export type RegisteredGiftCard = CheckoutGiftCardBalance & { registrationId: string };

/**
 * The gift card a caller's token names, checked again for `country` now (its balance may have
 * been spent since it was registered). A token unknown, someone else's, expired or already
 * used: 404 GIFT_CARD_TOKEN_NOT_FOUND — except a used one whose card was redeemed, which says
 * GIFT_CARD_ALREADY_REDEEMED. Then the card's own refusals (spec 001 §8) on `fieldName`.
 */
export async function registeredGiftCard(
  db: Db,
  input: { tokenId: string; identityId: string; country: Country; now: Date; fieldName: string },
): Promise<RegisteredGiftCard> {
  const [found] = await db
    .select({ registration: giftCardRegistrations, card: giftCards })
    .from(giftCardRegistrations)
    .innerJoin(giftCards, eq(giftCards.id, giftCardRegistrations.giftCardId))
    .where(
      and(
        eq(giftCardRegistrations.id, input.tokenId),
        eq(giftCardRegistrations.identityId, input.identityId),
      ),
    )
    .limit(1);
  const notFound = () =>
    new AppError('GIFT_CARD_TOKEN_NOT_FOUND', 'no live gift card registration of the caller', {
      notFoundResourceType: 'giftCardToken',
    });
  if (!found || found.registration.expiresAt.getTime() <= input.now.getTime()) throw notFound();
  if (found.registration.redeemedAt) {
    if (found.card.status === 'redeemed') {
      usableGiftCardBalance(found.card, input);
    }
    throw notFound();
  }
  return { ...usableGiftCardBalance(found.card, input), registrationId: found.registration.id };
}
