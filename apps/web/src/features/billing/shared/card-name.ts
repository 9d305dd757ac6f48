import type { CardBrand } from '@orbit/domain';
import { CARD_BRAND_NAMES } from '../../checkout/index.ts';

/**
 * A brand as the services name it (`visa`, `VS`, `Visa`), as the customer reads it (`Visa`);
 * an unknown one as sent. The legacy two-letter codes come from the BIN-range table (flows §2.4).
 */
const LEGACY_CODES: Readonly<Record<string, CardBrand>> = {
  vs: 'visa',
  mc: 'mastercard',
  am: 'amex',
  di: 'discover',
  dd: 'diners',
  jc: 'jcb',
  cu: 'unionpay',
};

export function cardNameOf(brand: string): string {
  const key = brand.trim().toLowerCase();
  const known = CARD_BRAND_NAMES[(LEGACY_CODES[key] ?? key) as CardBrand];
  return known ?? brand;
}
