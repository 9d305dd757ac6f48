import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../shared/errors/index.ts';
import { createCareApiErrorForTest } from '../testing/care-errors.ts';
import { promoFailurePage as pageOf } from './promo-outcome.ts';

/** The page for the failure the flow reads from a refused call. */
const promoFailurePage = (error: unknown) => pageOf(failureOf(error));

describe('promo code failure pages', () => {
  const refused = (
    fieldCode: string,
    propKey = 'error.code.promo.code.invalid',
    code = 'INVALID_OFFER_DATA',
  ) =>
    createCareApiErrorForTest({
      status: 400,
      errorCode: code,
      errorPropKey: propKey,
      fieldErrors: [{ errorCode: fieldCode, fieldName: 'marketingPromoCode' }],
    });

  it('maps REDEEMED, EXPIRED and INVALID to their pages', () => {
    expect(promoFailurePage(refused('ALREADY_REDEEMED'))).toBe('promo-code-redeemed-error');
    expect(promoFailurePage(refused('OUTSIDE_START_AND_END_DATE'))).toBe('expired-offer-error');
    for (const code of [
      'NOT_FOUND',
      'INVALID_PREFIX',
      'INELIGIBLE_PROMO_CODE',
      'PROMO_CODE_CANCELED',
    ]) {
      expect(promoFailurePage(refused(code))).toBe('generic-error');
    }
  });

  it('reads the message key and the product code when no field names the reason', () => {
    expect(
      promoFailurePage(
        createCareApiErrorForTest({
          status: 400,
          errorCode: 'X',
          errorPropKey: 'error.code.promo.code.service.already',
        }),
      ),
    ).toBe('promo-code-redeemed-error');
    expect(
      promoFailurePage(
        createCareApiErrorForTest({ status: 400, errorCode: 'OFFER_EXPIRED', errorPropKey: 'x' }),
      ),
    ).toBe('expired-offer-error');
  });

  it('calls a lost connection or a server fault a technical issue', () => {
    expect(promoFailurePage(createCareApiErrorForTest({ status: 0 }))).toBe('technical-issues');
    expect(promoFailurePage(createCareApiErrorForTest({ status: 503 }))).toBe('technical-issues');
  });
});
