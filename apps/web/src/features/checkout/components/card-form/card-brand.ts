import {
  CARD_BIN_RANGE_BRANDS,
  CARD_BIN_RANGES,
  CARD_BRANDS,
  type CardBinRange,
  type CardBrand,
  cardBinRangeOf,
  cardNumberDigits,
  detectCardBrand,
} from '@orbit/domain';

function isCardBrand(value: string | undefined): value is CardBrand {
  return (CARD_BRANDS as readonly (string | undefined)[]).includes(value);
}

/**
 * The brand of a card number: the server's BIN ranges (priority order, first match wins), the
 * domain's copy of them when they could not be loaded, and the domain's prefix table while the
 * number is only partly typed (the ranges match whole numbers only).
 */
export function cardBrandOf(
  value: string,
  ranges: readonly CardBinRange[] | undefined,
): CardBrand | undefined {
  const digits = cardNumberDigits(value);
  if (!/^\d+$/.test(digits)) return undefined;
  const range = cardBinRangeOf(digits, ranges && ranges.length > 0 ? ranges : CARD_BIN_RANGES);
  const brand = range ? CARD_BIN_RANGE_BRANDS[range.name] : undefined;
  return isCardBrand(brand) ? brand : detectCardBrand(digits);
}

/** How each brand is named on screen (brand names are not translated). */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
