import type { CardExpiry } from '../validation/card-expiry.ts';

/** A stored card's status as the account shows it (spec 001 §3, credit card). */
export const CARD_STATUSES = ['active', 'aboutToExpire', 'expired'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** The same three as the legacy back end spells them. */
export const LEGACY_CARD_STATUSES = ['active', 'about_to_expire', 'expired'] as const;
export type LegacyCardStatus = (typeof LEGACY_CARD_STATUSES)[number];

/** The expiry check's outcomes (spec 001 §4). */
export const CARD_EXPIRY_CHECKS = ['EXPIRED', 'SOON_EXPIRED', 'VALID'] as const;
export type CardExpiryCheck = (typeof CARD_EXPIRY_CHECKS)[number];

const DAY_MS = 86_400_000;

/** Card years arrive as 2027 or 27. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * A card expiring in a month before `now`'s is EXPIRED; in `now`'s month it is SOON_EXPIRED
 * (it stops working at the end of this month); any later month is VALID. Months are UTC ones.
 */
export function cardExpiryCheck(expiry: CardExpiry, now: Date): CardExpiryCheck {
  const year = fullYear(expiry.year);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (year < currentYear || (year === currentYear && expiry.month < currentMonth)) return 'EXPIRED';
  if (year === currentYear && expiry.month === currentMonth) return 'SOON_EXPIRED';
  return 'VALID';
}

const STATUS_BY_CHECK: Record<CardExpiryCheck, CardStatus> = {
  EXPIRED: 'expired',
  SOON_EXPIRED: 'aboutToExpire',
  VALID: 'active',
};

const LEGACY_STATUS_BY_CHECK: Record<CardExpiryCheck, LegacyCardStatus> = {
  EXPIRED: 'expired',
  SOON_EXPIRED: 'about_to_expire',
  VALID: 'active',
};

export function cardStatusOf(check: CardExpiryCheck): CardStatus {
  return STATUS_BY_CHECK[check];
}

export function legacyCardStatusOf(check: CardExpiryCheck): LegacyCardStatus {
  return LEGACY_STATUS_BY_CHECK[check];
}

/** The last day a card works: the last day of its expiry month, as YYYY-MM-DD. */
export function cardExpirationDate(expiry: CardExpiry): string {
  const lastDay = new Date(Date.UTC(fullYear(expiry.year), expiry.month, 0));
  return lastDay.toISOString().slice(0, 10);
}

/**
 * Whole days from `now`'s (UTC) date to the card's last day: 0 on the last day itself,
 * negative once the card has expired.
 */
export function daysUntilExpiration(expiry: CardExpiry, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const lastDay = Date.UTC(fullYear(expiry.year), expiry.month, 0);
  return Math.round((lastDay - today) / DAY_MS);
}

/** Everything the account page shows about a stored card's expiry. */
export function describeCardExpiry(expiry: CardExpiry, now: Date) {
  const check = cardExpiryCheck(expiry, now);
  return {
    status: cardStatusOf(check),
    expirationDate: cardExpirationDate(expiry),
    daysUntilExpiration: daysUntilExpiration(expiry, now),
  };
}
