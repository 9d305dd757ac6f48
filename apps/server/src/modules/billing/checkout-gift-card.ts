import {
  type CheckoutGiftCard,
  type Country,
  CURRENCY_BY_COUNTRY,
  FIELD_ERROR_CODES,
  giftCardRequestOf,
  isBlackhawkCardNumber,
  type Money,
  money,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { cardStillValid } from '../../platform/payments/sandbox-card-check.ts';
import { countRequest } from '../../platform/throttle/rate-limit-counter.ts';
import { giftCardKey, giftCardNumberHash, giftCardSecurityCodeHash } from './gift-card-keys.ts';

export type CheckoutGiftCardBalance = { id: string; last4: string; balance: Money };

/** Gift card numbers tried per client address per minute: numbers are guessable, balances money. */
export const GIFT_CARD_LOOKUPS_PER_ADDRESS_PER_MINUTE = 10;

const refused = (
  code:
    | 'GIFT_CARD_NUMBER_INVALID'
    | 'NO_GIFT_CARD_BALANCE'
    | 'GIFT_CARD_NOT_REDEEMABLE'
    | 'GIFT_CARD_ALREADY_REDEEMED'
    | 'GIFT_CARD_COUNTRY_ERROR',
  fieldName: string,
  reason: string,
) =>
  new AppError(code, reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
  });

/**
 * A gift card typed at checkout, and what it can pay (spec 001 §5, §8). With neither a
 * security code nor an expiry it is an incomm card known by its number; otherwise a
 * BlackHawk-style card whose cvv2 and MM/YY (read as MMYYYY, 20 before the year) must match.
 * Refusals: GIFT_CARD_NUMBER_INVALID (unknown, wrong kind, wrong code or expiry),
 * GIFT_CARD_NOT_REDEEMABLE (blocked or past its expiry), GIFT_CARD_ALREADY_REDEEMED (its balance
 * moved to an account), NO_GIFT_CARD_BALANCE, GIFT_CARD_COUNTRY_ERROR (the other market's).
 */
export async function checkoutGiftCardBalance(
  db: Db,
  card: CheckoutGiftCard,
  context: { country: Country; clientAddress: string; now: Date; fieldName: string },
): Promise<CheckoutGiftCardBalance> {
  const { fieldName, now } = context;
  const counted = await countRequest(
    db,
    {
      bucket: 'gift-card-lookup',
      key: context.clientAddress,
      limit: GIFT_CARD_LOOKUPS_PER_ADDRESS_PER_MINUTE,
      windowSeconds: 60,
    },
    now,
  );
  if (!counted.allowed) {
    throw new AppError('RATE_LIMIT_EXCEEDED', 'gift card lookups', {
      retryAfterSeconds: counted.retryAfterSeconds,
    });
  }
  // The amount is checked against the balance below; any positive one lets the shape be read.
  const request = giftCardRequestOf({
    number: card.number,
    amount: money(1, CURRENCY_BY_COUNTRY[context.country]),
    securityCode: card.securityCode,
    expiry: card.expiry,
  });
  if (!request.ok) throw refused('GIFT_CARD_NUMBER_INVALID', fieldName, 'gift card fields');
  const { request: typed } = request;
  if (isBlackhawkCardNumber(typed.number) !== (typed.vendor === 'blackhawk')) {
    throw refused(
      'GIFT_CARD_NUMBER_INVALID',
      fieldName,
      'gift card kind does not match its number',
    );
  }
  const key = await giftCardKey(db, now);
  const [row] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.numberHash, giftCardNumberHash(key, typed.number)))
    .limit(1);
  if (!row || row.vendor !== typed.vendor) {
    throw refused('GIFT_CARD_NUMBER_INVALID', fieldName, 'no such gift card');
  }
  if (typed.vendor === 'blackhawk') {
    const expiry = `${String(row.expiryMonth ?? 0).padStart(2, '0')}${row.expiryYear ?? ''}`;
    const codeHash = giftCardSecurityCodeHash(key, typed.number, typed.cvv2);
    if (row.securityCodeHash !== codeHash || typed.expiry !== expiry) {
      throw refused('GIFT_CARD_NUMBER_INVALID', fieldName, 'gift card code or expiry wrong');
    }
  }
  return usableGiftCardBalance(row, context);
}

/**
 * What a gift card already found (by its number, or by a registration made with it) can pay in
 * `country` at `now`: its balance, or the refusal GIFT_CARD_ALREADY_REDEEMED,
 * GIFT_CARD_NOT_REDEEMABLE, GIFT_CARD_COUNTRY_ERROR or NO_GIFT_CARD_BALANCE on `fieldName`.
 */
export function usableGiftCardBalance(
  row: typeof giftCards.$inferSelect,
  context: { country: Country; now: Date; fieldName: string },
): CheckoutGiftCardBalance {
  const { fieldName, now } = context;
  if (row.status === 'redeemed') {
    throw refused('GIFT_CARD_ALREADY_REDEEMED', fieldName, 'balance moved to an account');
  }
  const lapsed =
    row.expiryMonth !== null &&
    row.expiryYear !== null &&
    !cardStillValid(row.expiryMonth, row.expiryYear, now);
  if (row.status !== 'active' || lapsed) {
    throw refused('GIFT_CARD_NOT_REDEEMABLE', fieldName, `gift card ${row.status}`);
  }
  if (row.country !== context.country || row.currency !== CURRENCY_BY_COUNTRY[context.country]) {
    throw refused('GIFT_CARD_COUNTRY_ERROR', fieldName, 'gift card of the other market');
  }
  if (!(row.balanceMinor > 0)) throw refused('NO_GIFT_CARD_BALANCE', fieldName, 'no balance');
  return {
    id: row.id,
    last4: row.last4,
    balance: money(row.balanceMinor, context.country === 'ca' ? 'CAD' : 'USD'),
  };
}
