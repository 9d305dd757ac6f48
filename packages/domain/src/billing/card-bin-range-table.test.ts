import { describe, expect, it } from 'vitest';
import { detectCardBrand } from '../validation/card-number.ts';
import { BLACKHAWK_PREFIX } from '../validation/gift-card-form.ts';
import { CARD_BIN_RANGE_BRANDS, CARD_BIN_RANGES } from './card-bin-range-table.ts';
import { cardBinRangeOf, cardBinRangesSchema } from './card-bin-ranges.ts';
import { SANDBOX_TEST_CARDS } from './sandbox-test-cards.ts';

const brandOf = (number: string) => {
  const range = cardBinRangeOf(number, CARD_BIN_RANGES);
  return range ? CARD_BIN_RANGE_BRANDS[range.name] : undefined;
};

describe('the card BIN ranges served to the checkout', () => {
  it('have the shape of the card-bin-ranges answer', () => {
    expect(cardBinRangesSchema.parse(CARD_BIN_RANGES)).toHaveLength(10);
    for (const range of CARD_BIN_RANGES) {
      if (range.regex !== null) expect(() => new RegExp(range.regex ?? '')).not.toThrow();
    }
  });

  it.each(SANDBOX_TEST_CARDS)('name the brand of test card $number ($brand)', (card) => {
    expect(brandOf(card.number)).toBe(card.brand);
    expect(detectCardBrand(card.number)).toBe(card.brand);
  });

  it('read a BlackHawk gift card before Visa, and never a partial number', () => {
    expect(cardBinRangeOf(`${BLACKHAWK_PREFIX}000005`, CARD_BIN_RANGES)?.name).toBe(
      'VS_BH_TEST_ONLY',
    );
    expect(cardBinRangeOf('424242', CARD_BIN_RANGES)).toBeUndefined();
  });

  it.each([
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['36227206271667', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['6221260000000000', 'unionpay'],
    ['6445644564456445', 'discover'],
    ['4111111111111', 'visa'],
  ])('agree with the domain card-number rules on %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('leave checks and savings (no pattern) and unknown prefixes unmatched', () => {
    expect(cardBinRangeOf('9999999999999999', CARD_BIN_RANGES)).toBeUndefined();
    expect(CARD_BIN_RANGES.filter((range) => range.regex === null).map((r) => r.name)).toEqual([
      'Ck',
      'Sa',
    ]);
  });
});
