import { describe, expect, it } from 'vitest';
import { cardExpirySchema, checkCardExpiry, isExpiryPast, parseCardExpiry } from './card-expiry.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('checkCardExpiry', () => {
  it.each(['06/25', '07/25', '12/25', '01/26', '12/99'])('accepts %s in June 2025', (expiry) => {
    expect(checkCardExpiry(expiry, now)).toBeNull();
  });

  it.each([
    ['', 'REQUIRED'],
    ['05/25', 'EXPIRED'],
    ['12/24', 'EXPIRED'],
    ['01/00', 'EXPIRED'],
    ['6/25', 'INVALID'],
    ['06/2025', 'INVALID'],
    ['13/25', 'INVALID'],
    ['00/25', 'INVALID'],
    ['06-25', 'INVALID'],
    ['0625', 'INVALID'],
  ])('refuses %j with %s', (expiry, code) => {
    expect(checkCardExpiry(expiry, now)).toBe(code);
  });

  it('reads months in UTC at the turn of a month', () => {
    const firstOfJulyUtc = new Date('2025-07-01T00:30:00Z');
    expect(checkCardExpiry('06/25', firstOfJulyUtc)).toBe('EXPIRED');
    expect(checkCardExpiry('06/25', new Date('2025-06-30T23:59:59Z'))).toBeNull();
  });

  it('parses MM/YY into a month and a four-digit year', () => {
    expect(parseCardExpiry('03/27')).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry('3/27')).toBeUndefined();
    expect(isExpiryPast({ month: 5, year: 2025 }, now)).toBe(true);
    expect(isExpiryPast({ month: 6, year: 2025 }, now)).toBe(false);
  });

  it('builds a schema for the moment the form opens', () => {
    expect(cardExpirySchema(now).parse(' 06/25 ')).toBe('06/25');
    expect(cardExpirySchema(now).safeParse('05/25').error?.issues[0]?.message).toBe('EXPIRED');
  });
});
