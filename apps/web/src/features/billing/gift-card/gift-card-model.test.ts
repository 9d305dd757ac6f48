import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing/billing-fixtures.ts';
import { checkGiftCard, EMPTY_GIFT_CARD } from './gift-card-model.ts';

const card = (values: Partial<typeof EMPTY_GIFT_CARD>) => ({ ...EMPTY_GIFT_CARD, ...values });

describe('checkGiftCard', () => {
  it('takes other cards by their 10 to 19 digits alone', () => {
    expect(checkGiftCard(card({ giftCardNumber: '1234-5678 90' }), TEST_NOW)).toEqual({
      ok: true,
      card: { number: '1234567890' },
    });
    expect(checkGiftCard(card({ giftCardNumber: '' }), TEST_NOW)).toEqual({
      ok: false,
      errors: { giftCardNumber: 'REQUIRED' },
    });
    expect(checkGiftCard(card({ giftCardNumber: '123456789' }), TEST_NOW)).toEqual({
      ok: false,
      errors: { giftCardNumber: 'TOO_SHORT' },
    });
    expect(checkGiftCard(card({ giftCardNumber: '12345abc90' }), TEST_NOW)).toEqual({
      ok: false,
      errors: { giftCardNumber: 'INVALID' },
    });
  });

  it('wants a BlackHawk card’s expiry (not past) and 3-digit code', () => {
    expect(checkGiftCard(card({ giftCardNumber: '4436135021123456' }), TEST_NOW)).toEqual({
      ok: false,
      errors: { giftCardExpiry: 'REQUIRED', giftCardCvv: 'REQUIRED' },
    });
    expect(
      checkGiftCard(
        card({ giftCardNumber: '4436135021123456', giftCardExpiry: '02/26', giftCardCvv: '12' }),
        TEST_NOW,
      ),
    ).toEqual({ ok: false, errors: { giftCardExpiry: 'EXPIRED', giftCardCvv: 'INVALID' } });
    expect(
      checkGiftCard(
        card({ giftCardNumber: '4436135021123456', giftCardExpiry: '03/26', giftCardCvv: '123' }),
        TEST_NOW,
      ),
    ).toEqual({
      ok: true,
      card: { number: '4436135021123456', expiry: '03/26', securityCode: '123' },
    });
  });

  it('refuses a BlackHawk prefix of the wrong length', () => {
    expect(checkGiftCard(card({ giftCardNumber: '44361350211234567' }), TEST_NOW)).toEqual({
      ok: false,
      errors: { giftCardNumber: 'INVALID' },
    });
  });
});
