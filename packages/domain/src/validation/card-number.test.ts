import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS_BY_COUNTRY,
  cardNumberDigits,
  cardNumberSchema,
  checkCardNumber,
  detectCardBrand,
  formatCardNumber,
  isAmexNumber,
  passesLuhn,
} from './card-number.ts';

/** Well-known gateway test numbers, one or more per brand. */
const TEST_CARDS = [
  ['4111111111111111', 'visa'],
  ['4012888888881881', 'visa'],
  ['4111111111111111003', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['5105105105105100', 'mastercard'],
  ['2223003122003222', 'mastercard'],
  ['2720990000000007', 'mastercard'],
  ['378282246310005', 'amex'],
  ['371449635398431', 'amex'],
  ['30569309025904', 'diners'],
  ['38520000023237', 'diners'],
  ['36227206271667', 'diners'],
  ['3530111333300000', 'jcb'],
  ['3566002020360505', 'jcb'],
  ['6200000000000005', 'unionpay'],
  ['6221260000000000', 'unionpay'],
  ['6011111111111117', 'discover'],
  ['6011000990139424', 'discover'],
  ['6445644564456445', 'discover'],
] as const;

describe('detectCardBrand', () => {
  it.each(TEST_CARDS)('reads %s as %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['2221', 'mastercard'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['3095', 'diners'],
    ['36', 'diners'],
    ['38', 'diners'],
    ['39', 'diners'],
    ['3528', 'jcb'],
    ['3589', 'jcb'],
    ['62', 'unionpay'],
    ['81', 'unionpay'],
    ['622925', 'unionpay'],
    ['6011', 'discover'],
    ['644', 'discover'],
    ['649', 'discover'],
    ['65', 'discover'],
  ] as const)('knows the brand from the prefix %s', (prefix, brand) => {
    expect(detectCardBrand(prefix)).toBe(brand);
  });

  it.each(['', '1', '2220', '2721', '306', '3527', '3590', '56', '6012', '643', '9', 'abc'])(
    'knows no brand for %j',
    (prefix) => {
      expect(detectCardBrand(prefix)).toBeUndefined();
    },
  );

  it('reads the digits through spaces and dashes', () => {
    expect(cardNumberDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(detectCardBrand('3782 822463 10005')).toBe('amex');
  });
});

describe('passesLuhn', () => {
  it('accepts the test numbers and refuses a changed digit', () => {
    for (const [number] of TEST_CARDS) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111a11111111111')).toBe(false);
  });
});

describe('checkCardNumber', () => {
  it.each(TEST_CARDS)('accepts %s (%s) in the US', (number) => {
    expect(checkCardNumber(number, 'us')).toBeNull();
  });

  it.each(TEST_CARDS.filter(([, brand]) => brand !== 'discover'))(
    'accepts %s (%s) in Canada',
    (number) => {
      expect(checkCardNumber(number, 'ca')).toBeNull();
    },
  );

  it('refuses Discover in Canada only', () => {
    expect(CARD_BRANDS_BY_COUNTRY.ca).not.toContain('discover');
    for (const number of ['6011111111111117', '6011000990139424', '6445644564456445']) {
      expect(checkCardNumber(number, 'ca')).toBe('CARD_BRAND_NOT_ACCEPTED');
      expect(checkCardNumber(number, 'us')).toBeNull();
    }
  });

  it.each([
    ['', 'REQUIRED'],
    ['4111 1111 1111 111x', 'INVALID'],
    ['4111111111111', 'TOO_SHORT'],
    ['41111111111111111111', 'TOO_LONG'],
    ['4111111111111112', 'CHECK_DIGIT'],
    ['378282246310006', 'CHECK_DIGIT'],
    ['1234567890123452', 'INVALID'],
    ['411111111111111', 'INVALID'],
    ['3782822463100050', 'INVALID'],
    ['55555555555544443', 'INVALID'],
  ])('refuses %j with %s', (number, code) => {
    expect(checkCardNumber(number, 'us')).toBe(code);
  });

  it('parses to the bare digits', () => {
    expect(cardNumberSchema('ca').parse(' 4111 1111 1111 1111 ')).toBe('4111111111111111');
    expect(cardNumberSchema('ca').safeParse('6011111111111117').error?.issues[0]?.message).toBe(
      'CARD_BRAND_NOT_ACCEPTED',
    );
  });

  it('knows an Amex number by 34/37 and 15 digits', () => {
    expect(isAmexNumber('3782 822463 10005')).toBe(true);
    expect(isAmexNumber('4111111111111111')).toBe(false);
    expect(isAmexNumber('3782822463100')).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['378282246310005', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['4111111111111111003', '4111 1111 1111 1111 003'],
    ['41111', '4111 1'],
    ['37828', '3782 8'],
    ['', ''],
  ])('shows %j as %j', (input, shown) => {
    expect(formatCardNumber(input)).toBe(shown);
  });
});
