/** A promo code is `valid`, or one of the four ways it is not (spelled as the service does). */
export const PROMO_CODE_STATUSES = ['valid', 'Expired', 'Redeemed', 'Canceled', 'Invalid'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];
export type InvalidPromoCodeStatus = Exclude<PromoCodeStatus, 'valid'>;

export function isPromoCodeStatus(value: string): value is PromoCodeStatus {
  return (PROMO_CODE_STATUSES as readonly string[]).includes(value);
}

export function isPromoCodeUsable(status: PromoCodeStatus): boolean {
  return status === 'valid';
}

/**
 * The failure codes of the legacy promo-code validation and what they mean: already used →
 * Redeemed, outside its dates → Expired, withdrawn → Canceled; anything else (not found, bad
 * prefix, ineligible) → Invalid.
 */
const STATUS_BY_FAILURE: Readonly<Record<string, InvalidPromoCodeStatus>> = {
  ALREADY_REDEEMED: 'Redeemed',
  PROMO_CODE_USED: 'Redeemed',
  'error.code.promo.code.service.already': 'Redeemed',
  OUTSIDE_START_AND_END_DATE: 'Expired',
  PROMO_CODE_EXPIRED: 'Expired',
  PROMO_CODE_CANCELED: 'Canceled',
  PROMO_CODE_CANCELLED: 'Canceled',
};

export function promoCodeStatusOfFailure(code: string | null | undefined): InvalidPromoCodeStatus {
  if (!code || !Object.hasOwn(STATUS_BY_FAILURE, code)) return 'Invalid';
  return STATUS_BY_FAILURE[code] ?? 'Invalid';
}

/** The product error a refused promo code answers with (spec 001 §8, Promo). */
export const PROMO_ERROR_CODE_BY_STATUS: Readonly<Record<InvalidPromoCodeStatus, string>> = {
  Expired: 'OFFER_EXPIRED',
  Redeemed: 'OFFER_REDEEMED',
  Canceled: 'INVALID_OFFER_DATA',
  Invalid: 'INVALID_OFFER_DATA',
};
