import type { CardBinRange } from './card-bin-ranges.ts';

/**
 * The ranges `utility/card-bin-ranges` serves (flows §2.4), with the type numbers of the
 * reference. Priority decides which pattern is tried first: the BlackHawk gift-card range before
 * Visa (its numbers start with 4), UnionPay's 62 before Discover's 622126–622925 (as the domain's
 * card-number rules read them). Checks and savings accounts are payment types, not cards: no
 * pattern. Patterns match whole numbers (digits only), so a partial number matches nothing.
 */
export const CARD_BIN_RANGES: readonly CardBinRange[] = [
  { name: 'VS_BH_TEST_ONLY', type: 8, priority: 1, regex: '^4436135021\\d{6}$' },
  { name: 'VS', type: 3, priority: 2, regex: '^4(\\d{12}|\\d{15}|\\d{18})$' },
  {
    name: 'MC',
    type: 2,
    priority: 3,
    regex: '^(5[1-5]\\d{14}|(222[1-9]|22[3-9]\\d|2[3-6]\\d{2}|27[01]\\d|2720)\\d{12})$',
  },
  { name: 'AM', type: 1, priority: 4, regex: '^3[47]\\d{13}$' },
  { name: 'CU', type: 7, priority: 5, regex: '^(62|81)\\d{14,17}$' },
  {
    name: 'DI',
    type: 4,
    priority: 6,
    regex:
      '^(6011\\d{12,15}|64[4-9]\\d{13,16}|65\\d{14,17}|622(12[6-9]|1[3-9]\\d|[2-8]\\d{2}|9[01]\\d|92[0-5])\\d{10,13})$',
  },
  {
    name: 'DD',
    type: 6,
    priority: 7,
    regex: '^(30[0-5]\\d{11,16}|3095\\d{10,15}|36\\d{12,17}|3[89]\\d{12,17})$',
  },
  { name: 'JC', type: 5, priority: 8, regex: '^35(2[89]|[3-8]\\d)\\d{12,15}$' },
  { name: 'Ck', type: 9, priority: 9, regex: null },
  { name: 'Sa', type: 10, priority: 10, regex: null },
];

/** The card brand each range stands for (the gift-card range is a Visa-network prepaid card). */
export const CARD_BIN_RANGE_BRANDS: Readonly<Record<string, string>> = {
  VS_BH_TEST_ONLY: 'visa',
  VS: 'visa',
  MC: 'mastercard',
  AM: 'amex',
  CU: 'unionpay',
  DI: 'discover',
  DD: 'diners',
  JC: 'jcb',
};
