import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../validation/card-number.ts';
import {
  containsCardNumber,
  maskCardNumbersIn,
  maskCardNumbersInValue,
} from './card-numbers-in-text.ts';

/** A Luhn-valid number of `length` digits starting with `prefix`. */
function cardNumber(prefix: string, length: number, fill = '1'): string {
  const body = (prefix + fill.repeat(length)).slice(0, length - 1);
  const check = [...'0123456789'].find((digit) => passesLuhn(body + digit)) ?? '0';
  return body + check;
}

describe('maskCardNumbersIn', () => {
  it('masks a card number typed at once, in groups of four, or with hyphens, keeping the last four', () => {
    expect(maskCardNumbersIn('my card 4111111111111111 thanks')).toBe(
      'my card [card ending 1111] thanks',
    );
    expect(maskCardNumbersIn('4111 1111 1111 1111')).toBe('[card ending 1111]');
    expect(maskCardNumbersIn('Amex 3782-822463-10005.')).toBe('Amex [card ending 0005].');
  });

  it('masks card numbers in a URL, where a space is %20 or +', () => {
    expect(maskCardNumbersIn('/search?q=5555%204444%203333%201111&x=1')).toBe(
      '/search?q=[card ending 1111]&x=1',
    );
    expect(maskCardNumbersIn('/search?q=5555+5555+5555+4444')).toBe('/search?q=[card ending 4444]');
  });

  it('finds the card number among the other digits of a run', () => {
    expect(maskCardNumbersIn('call 555 4111 1111 1111 1111 now')).toBe(
      'call 555 [card ending 1111] now',
    );
    expect(maskCardNumbersIn('4111111111111111 and 5555555555554444')).toBe(
      '[card ending 1111] and [card ending 4444]',
    );
  });

  it('leaves alone what is not a card number', () => {
    for (const text of [
      '4111111111111112', // fails the Luhn check
      '411111111111', // 12 digits
      '41111111111111111111', // 20 digits in one run
      '1764144000000', // a millisecond timestamp
      'took 0.5613829999999989 ms', // a decimal fraction
      'radio 1234-5678-9012, phone 613 555 0123, account 10000000001',
      '',
    ]) {
      expect(maskCardNumbersIn(text)).toBe(text);
      expect(containsCardNumber(text)).toBe(false);
    }
  });

  it('leaves the ids the product writes whole, though a run of their digits passes for a card', () => {
    // 876807543833775 and 5555-555555554444 would each pass for a card on their own.
    expect(containsCardNumber('876807543833775 5555-555555554444')).toBe(true);
    for (const text of [
      'Try again: https://can.example/subscribe/checkout/studentverification?proofid=stp_019d57b876807543833775cae5ad2468',
      'order 019d57b8-7680-7543-8338-775cae5ad246 placed',
      'request 019d57b8-7680-7543-5555-555555554444 seen',
    ]) {
      expect(maskCardNumbersIn(text)).toBe(text);
      expect(containsCardNumber(text)).toBe(false);
    }
    // A card number glued to a word is still one.
    expect(maskCardNumbersIn('visa4111111111111111 please')).toBe('visa[card ending 1111] please');
  });

  it('never leaves a card number whole, wherever it is typed (property)', () => {
    const prefixes = ['4', '51', '2221', '34', '37', '6011', '62', '35', '81'];
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixes),
        fc.integer({ min: 13, max: 19 }),
        fc.stringMatching(/^[0-9]{1,19}$/),
        fc.string(),
        fc.string(),
        fc.constantFrom('', ' ', '-', '%20'),
        (prefix, length, fill, before, after, separator) => {
          const card = cardNumber(prefix, length, fill);
          const typed = card.match(/.{1,4}/g)?.join(separator) ?? card;
          const masked = maskCardNumbersIn(`${before} ${typed} ${after}`);
          expect(masked.replace(/\D/g, '')).not.toContain(card);
          expect(containsCardNumber(masked)).toBe(false);
        },
      ),
    );
  });
});

describe('maskCardNumbersInValue', () => {
  it('masks strings, keys and whole numbers anywhere in a JSON value', () => {
    expect(
      maskCardNumbersInValue({
        note: 'pay with 4111 1111 1111 1111',
        list: [5555555555554444, 'ok', 42, null, true],
        '4111111111111111': { depth: ['378282246310005'] },
      }),
    ).toEqual({
      note: 'pay with [card ending 1111]',
      list: ['[card ending 4444]', 'ok', 42, null, true],
      '[card ending 1111]': { depth: ['[card ending 0005]'] },
    });
  });
});
