import {
  type FieldErrorCode,
  type InvalidPromoCodeStatus,
  isProductErrorCode,
  PROMO_ERROR_CODE_BY_STATUS,
  type ProductErrorCode,
} from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PromoCodeResolution } from './promo-codes.ts';

type Refusal = Exclude<PromoCodeResolution, { status: 'valid' }>;

/** The domain's table is typed as plain strings; every entry is a product code. */
function productCodeOf(status: InvalidPromoCodeStatus): ProductErrorCode {
  const code = PROMO_ERROR_CODE_BY_STATUS[status];
  return isProductErrorCode(code) ? code : 'INVALID_OFFER_DATA';
}

/**
 * The error a refused promo code answers with: the product code of its status (OFFER_EXPIRED,
 * OFFER_REDEEMED, INVALID_OFFER_DATA, all 400) and a field error on the code's field whose code
 * is the failure code (ALREADY_REDEEMED, OUTSIDE_START_AND_END_DATE…), which callers read with
 * `promoCodeStatusOfFailure` (flows §2.1 step 4).
 */
export function promoCodeRefusal(refusal: Refusal, fieldName = 'marketingPromoCode'): AppError {
  // The promo failure codes are the contract's own field-level codes (care-offers.ts); the
  // field error type lists the generic ones only, hence the widening.
  const errorCode = refusal.failureCode as unknown as FieldErrorCode;
  return new AppError(productCodeOf(refusal.status), `Promo code refused: ${refusal.failureCode}`, {
    fieldErrors: [{ errorCode, fieldName }],
  });
}

/** The valid resolution, or the refusal thrown. */
export function requireUsablePromoCode(
  resolution: PromoCodeResolution,
  fieldName?: string,
): Extract<PromoCodeResolution, { status: 'valid' }> {
  if (resolution.status === 'valid') return resolution;
  throw promoCodeRefusal(resolution, fieldName);
}
