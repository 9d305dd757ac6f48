import { describe, expect, it } from 'vitest';
import {
  addMoney,
  CURRENCY_BY_COUNTRY,
  formatMoney,
  minorUnitsFromDecimal,
  money,
  moneySchema,
  sumMoney,
} from './money.ts';

/** Intl separates groups and the currency with no-break spaces; compare them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('is an integer count of minor units in USD or CAD', () => {
    expect(moneySchema.parse({ amountMinor: 123450, currency: 'CAD' })).toEqual(
      money(123450, 'CAD'),
    );
    expect(moneySchema.safeParse({ amountMinor: 12.5, currency: 'USD' }).success).toBe(false);
    expect(moneySchema.safeParse({ amountMinor: 1, currency: 'EUR' }).success).toBe(false);
    expect(moneySchema.safeParse({ amountMinor: 2 ** 53, currency: 'USD' }).success).toBe(false);
    expect(() => money(0.1, 'USD')).toThrow(RangeError);
    expect(CURRENCY_BY_COUNTRY).toEqual({ us: 'USD', ca: 'CAD' });
  });

  it('adds within one currency only', () => {
    expect(addMoney(money(1099, 'USD'), money(215, 'USD'))).toEqual(money(1314, 'USD'));
    expect(sumMoney([money(1, 'CAD'), money(2, 'CAD')], 'CAD')).toEqual(money(3, 'CAD'));
    expect(sumMoney([], 'USD')).toEqual(money(0, 'USD'));
    expect(() => addMoney(money(1, 'USD'), money(1, 'CAD'))).toThrow(TypeError);
  });

  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['0.01', 1],
    [' 7.00 ', 700],
    ['-0.50', -50],
    ['-0', 0],
    ['0.1', 10],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(minorUnitsFromDecimal(text)).toBe(minor);
  });

  it.each(['', '1.234', '1,50', 'abc', '.5', '1.', '+1'])('refuses %j', (text) => {
    expect(minorUnitsFromDecimal(text)).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it.each([
    ['en-US', 'USD', 123450, '$1,234.50'],
    ['en-CA', 'CAD', 123450, '$1,234.50'],
    ['fr-CA', 'CAD', 123450, '1 234,50 $'],
    ['fr-CA', 'CAD', 0, '0,00 $'],
    ['en-US', 'USD', -599, '-$5.99'],
    ['en-US', 'CAD', 100, 'CA$1.00'],
    ['en-CA', 'USD', 100, 'US$1.00'],
    ['fr-CA', 'USD', 100, '1,00 $ US'],
  ] as const)('%s shows %s %i as %s', (locale, currency, amountMinor, shown) => {
    expect(plain(formatMoney(money(amountMinor, currency), locale))).toBe(shown);
  });
});
