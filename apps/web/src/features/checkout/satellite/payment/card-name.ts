import type { CardBrand } from '@orbit/domain';
import { CARD_BRAND_NAMES } from '../../components/card-form/card-brand.ts';

/** A brand as the server names it (`visa`), as the customer reads it (`Visa`); unknown ones as sent. */
export function cardNameOf(brand: string): string {
  return CARD_BRAND_NAMES[brand.toLowerCase() as CardBrand] ?? brand;
}
