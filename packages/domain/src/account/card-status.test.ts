import { describe, expect, it } from 'vitest';
import {
  cardExpirationDate,
  cardExpiryCheck,
  cardStatusOf,
  daysUntilExpiration,
  describeCardExpiry,
  legacyCardStatusOf,
} from './card-status.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('cardExpiryCheck (spec 001 §4)', () => {
  it.each([
    [{ month: 5, year: 2025 }, 'EXPIRED', 'expired', 'expired'],
    [{ month: 12, year: 2024 }, 'EXPIRED', 'expired', 'expired'],
    [{ month: 6, year: 2025 }, 'SOON_EXPIRED', 'aboutToExpire', 'about_to_expire'],
    [{ month: 7, year: 2025 }, 'VALID', 'active', 'active'],
    [{ month: 1, year: 2026 }, 'VALID', 'active', 'active'],
    [{ month: 6, year: 25 }, 'SOON_EXPIRED', 'aboutToExpire', 'about_to_expire'],
    [{ month: 5, year: 25 }, 'EXPIRED', 'expired', 'expired'],
  ])('%j in June 2025 is %s (%s, legacy %s)', (expiry, check, status, legacy) => {
    const result = cardExpiryCheck(expiry, now);
    expect(result).toBe(check);
    expect(cardStatusOf(result)).toBe(status);
    expect(legacyCardStatusOf(result)).toBe(legacy);
  });

  it('turns over on the first of the month, in UTC', () => {
    expect(cardExpiryCheck({ month: 6, year: 2025 }, new Date('2025-06-30T23:59:59Z'))).toBe(
      'SOON_EXPIRED',
    );
    expect(cardExpiryCheck({ month: 6, year: 2025 }, new Date('2025-07-01T00:00:00Z'))).toBe(
      'EXPIRED',
    );
    expect(cardExpiryCheck({ month: 7, year: 2025 }, new Date('2025-07-01T00:00:00Z'))).toBe(
      'SOON_EXPIRED',
    );
  });
});

describe('expiration date and days left', () => {
  it.each([
    [{ month: 6, year: 2025 }, '2025-06-30', 15],
    [{ month: 2, year: 2028 }, '2028-02-29', 989],
    [{ month: 12, year: 2025 }, '2025-12-31', 199],
    [{ month: 5, year: 2025 }, '2025-05-31', -15],
    [{ month: 7, year: 27 }, '2027-07-31', 776],
  ])('%j works until %s, %i days from 15 June 2025', (expiry, date, days) => {
    expect(cardExpirationDate(expiry)).toBe(date);
    expect(daysUntilExpiration(expiry, now)).toBe(days);
  });

  it('counts 0 on the last day', () => {
    expect(daysUntilExpiration({ month: 6, year: 2025 }, new Date('2025-06-30T22:00:00Z'))).toBe(0);
  });

  it('describes a card for the account page', () => {
    expect(describeCardExpiry({ month: 6, year: 2025 }, now)).toEqual({
      status: 'aboutToExpire',
      expirationDate: '2025-06-30',
      daysUntilExpiration: 15,
    });
  });
});
