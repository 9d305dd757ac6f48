import type { Country } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema } from './field-check.ts';

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'diners',
  'jcb',
  'unionpay',
  'discover',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Any card number: 14–19 digits. */
export const CARD_NUMBER_MIN_DIGITS = 14;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** Discover is taken in the US only; every other brand in both markets. */
export const CARD_BRANDS_BY_COUNTRY: Record<Country, readonly CardBrand[]> = {
  us: CARD_BRANDS,
  ca: /* @__PURE__ */ CARD_BRANDS.filter((brand) => brand !== 'discover'),
};

/** Whether the first `length` digits, read as a number, fall within [low, high]. */
function prefixIn(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

interface BrandRange {
  brand: CardBrand;
  matches: (digits: string) => boolean;
  lengths: readonly number[];
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The card BIN ranges of the reference (§2.4), in its order: the first range whose prefix
 * matches names the brand. UnionPay comes before Discover there, so 622126–622925 (UnionPay
 * cards that also run on Discover's network) read as UnionPay, and stay accepted in Canada.
 * Lengths: 13-digit Visa is below the 14-digit floor of every card field.
 */
const BRAND_RANGES: readonly BrandRange[] = [
  { brand: 'visa', matches: (d) => d.startsWith('4'), lengths: [16, 19] },
  {
    brand: 'mastercard',
    matches: (d) => prefixIn(d, 2, 51, 55) || prefixIn(d, 4, 2221, 2720),
    lengths: [16],
  },
  { brand: 'amex', matches: (d) => d.startsWith('34') || d.startsWith('37'), lengths: [15] },
  {
    brand: 'unionpay',
    matches: (d) => d.startsWith('62') || d.startsWith('81'),
    lengths: range(16, 19),
  },
  {
    brand: 'discover',
    matches: (d) => d.startsWith('6011') || prefixIn(d, 3, 644, 649) || d.startsWith('65'),
    lengths: range(16, 19),
  },
  {
    brand: 'diners',
    matches: (d) =>
      prefixIn(d, 3, 300, 305) ||
      d.startsWith('3095') ||
      d.startsWith('36') ||
      prefixIn(d, 2, 38, 39),
    lengths: range(14, 19),
  },
  { brand: 'jcb', matches: (d) => prefixIn(d, 4, 3528, 3589), lengths: range(16, 19) },
];

/** The digits of a card number typed with or without spaces or dashes. */
export function cardNumberDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * The brand a card number's prefix names, as soon as enough digits are typed (the form shows the
 * logo while the customer types); undefined while unknown.
 */
export function detectCardBrand(value: string): CardBrand | undefined {
  const digits = cardNumberDigits(value);
  if (!/^\d+$/.test(digits)) return undefined;
  return BRAND_RANGES.find((entry) => entry.matches(digits))?.brand;
}

/** The Luhn (mod 10) check every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * A card number for a market: 14–19 digits, a known brand at one of its lengths, a brand taken
 * in the market (CARD_BRAND_NOT_ACCEPTED: Discover in Canada), and the Luhn check digit.
 */
export function checkCardNumber(value: string, country: Country): FieldErrorCode | null {
  const digits = cardNumberDigits(value.trim());
  if (digits.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  if (!/^\d+$/.test(digits)) return FIELD_ERROR_CODES.INVALID;
  if (digits.length < CARD_NUMBER_MIN_DIGITS) return FIELD_ERROR_CODES.TOO_SHORT;
  if (digits.length > CARD_NUMBER_MAX_DIGITS) return FIELD_ERROR_CODES.TOO_LONG;
  const entry = BRAND_RANGES.find((candidate) => candidate.matches(digits));
  if (!entry?.lengths.includes(digits.length)) return FIELD_ERROR_CODES.INVALID;
  if (!CARD_BRANDS_BY_COUNTRY[country].includes(entry.brand)) {
    return FIELD_ERROR_CODES.CARD_BRAND_NOT_ACCEPTED;
  }
  return passesLuhn(digits) ? null : FIELD_ERROR_CODES.CHECK_DIGIT;
}

export function isCardNumber(value: string, country: Country): boolean {
  return checkCardNumber(value, country) === null;
}

/** American Express: 34 or 37 and 13 more digits. Its security code has 4 digits. */
export function isAmexNumber(value: string): boolean {
  return /^3[47]\d{13}$/.test(cardNumberDigits(value.trim()));
}

/**
 * How a card number is grouped on screen: Amex 4-6-5, 14-digit Diners 4-6-4, everything else
 * in fours. Works on partial input, so a field can reformat as the customer types.
 */
export function formatCardNumber(value: string): string {
  const digits = cardNumberDigits(value);
  const brand = detectCardBrand(digits);
  const sixGroup = brand === 'amex' || (brand === 'diners' && digits.length <= 14);
  const groups = sixGroup
    ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)]
    : (digits.match(/.{1,4}/g) ?? []);
  return groups.filter((group) => group.length > 0).join(' ');
}

const cardNumberSchemas = {
  us: /* @__PURE__ */ fieldSchema((value) => checkCardNumber(value, 'us'), cardNumberDigits),
  ca: /* @__PURE__ */ fieldSchema((value) => checkCardNumber(value, 'ca'), cardNumberDigits),
};

/** Zod schema of the card number field; parses to the bare digits. */
export function cardNumberSchema(country: Country) {
  return cardNumberSchemas[country];
}
