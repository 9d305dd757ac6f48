import { describe, expect, it } from 'vitest';
import {
  isPromoCodeStatus,
  isPromoCodeUsable,
  PROMO_CODE_STATUSES,
  PROMO_ERROR_CODE_BY_STATUS,
  promoCodeStatusOfFailure,
} from './promo-code.ts';

describe('promo code statuses', () => {
  it('are valid or one of four refusals, spelled as the service does', () => {
    expect(PROMO_CODE_STATUSES).toEqual(['valid', 'Expired', 'Redeemed', 'Canceled', 'Invalid']);
    expect(isPromoCodeStatus('Expired')).toBe(true);
    expect(isPromoCodeStatus('expired')).toBe(false);
    expect(PROMO_CODE_STATUSES.filter(isPromoCodeUsable)).toEqual(['valid']);
  });

  it.each([
    ['ALREADY_REDEEMED', 'Redeemed'],
    ['PROMO_CODE_USED', 'Redeemed'],
    ['error.code.promo.code.service.already', 'Redeemed'],
    ['OUTSIDE_START_AND_END_DATE', 'Expired'],
    ['PROMO_CODE_EXPIRED', 'Expired'],
    ['PROMO_CODE_CANCELED', 'Canceled'],
    ['PROMO_CODE_CANCELLED', 'Canceled'],
    ['NOT_FOUND', 'Invalid'],
    ['INVALID_PREFIX', 'Invalid'],
    ['INELIGIBLE_PROMO_CODE', 'Invalid'],
    ['PROMO_CODE_INVALID', 'Invalid'],
    ['toString', 'Invalid'],
    [undefined, 'Invalid'],
  ])('failure %j means %s', (failure, status) => {
    expect(promoCodeStatusOfFailure(failure)).toBe(status);
  });

  it.each([
    ['Expired', 'OFFER_EXPIRED'],
    ['Redeemed', 'OFFER_REDEEMED'],
    ['Canceled', 'INVALID_OFFER_DATA'],
    ['Invalid', 'INVALID_OFFER_DATA'],
  ] as const)('%s answers %s', (status, code) => {
    expect(PROMO_ERROR_CODE_BY_STATUS[status]).toBe(code);
  });
});
