import { describe, expect, it } from 'vitest';
import { cardBrandOf } from './card-brand.ts';
import { formatExpiryInput } from './card-fields-model.ts';
import {
  EMPTY_PAYMENT_FORM,
  type PaymentFormValues,
  validatePaymentForm,
} from './payment-form-model.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const filled: PaymentFormValues = {
  ...EMPTY_PAYMENT_FORM,
  firstName: 'Ada',
  lastName: 'Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  zip: '10001',
  phone: '(212) 555-0142',
};
const options = { country: 'us' as const, now: NOW, needsState: false };

describe('payment form rules', () => {
  it('parses a good form: digits only, the expiry split, the name on the card from the names', () => {
    expect(validatePaymentForm(filled, options)).toEqual({
      ok: true,
      data: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        nameOnCard: 'Ada Lovelace',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        zip: '10001',
        phone: '2125550142',
        state: undefined,
        giftCard: undefined,
      },
    });
  });

  it('names each field’s problem with the domain’s codes', () => {
    const result = validatePaymentForm(
      {
        ...filled,
        firstName: 'Ada1',
        cardNumber: '4242 4242 4242 4241',
        expiry: '10/26',
        zip: '1',
        phone: '555',
      },
      options,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'INVALID',
        cardNumber: 'CHECK_DIGIT',
        expiry: 'EXPIRED',
        zip: 'INVALID',
        phone: 'TOO_SHORT',
      },
    });
  });

  it('wants 4 CVV digits for Amex and 3 for the others, and no Discover in Canada', () => {
    const amex = { ...filled, cardNumber: '378282246310005', cvv: '123' };
    expect(validatePaymentForm(amex, options)).toMatchObject({ errors: { cvv: 'TOO_SHORT' } });
    expect(validatePaymentForm({ ...amex, cvv: '1234' }, options).ok).toBe(true);
    expect(validatePaymentForm({ ...filled, cvv: '1234' }, options)).toMatchObject({
      errors: { cvv: 'TOO_LONG' },
    });
    expect(
      validatePaymentForm(
        { ...filled, cardNumber: '6011111111111117', zip: 'K1A 0B1' },
        { ...options, country: 'ca' },
      ),
    ).toMatchObject({ errors: { cardNumber: 'CARD_BRAND_NOT_ACCEPTED' } });
  });

  it('asks for the state only when told, and checks a Blackhawk gift card fully', () => {
    expect(validatePaymentForm(filled, { ...options, needsState: true })).toMatchObject({
      errors: { state: 'REQUIRED' },
    });
    const gift = { ...filled, useGiftCard: true, giftCardNumber: '4436135021123456' };
    expect(validatePaymentForm(gift, options)).toMatchObject({
      errors: { giftCardExpiry: 'REQUIRED', giftCardCvv: 'REQUIRED' },
    });
    expect(
      validatePaymentForm({ ...gift, giftCardExpiry: '01/28', giftCardCvv: '321' }, options),
    ).toMatchObject({
      ok: true,
      data: { giftCard: { number: '4436135021123456', expiry: '01/28', securityCode: '321' } },
    });
  });

  it('types the slash of MM/YY by itself', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/30')).toBe('12/30');
    expect(formatExpiryInput('1230999')).toBe('12/30');
  });
});

describe('card brand', () => {
  const ranges = [
    { name: 'AM', type: 1, priority: 1, regex: '^3[47][0-9]{13}$' },
    { name: 'MC', type: 2, priority: 2, regex: '^5[1-5][0-9]{14}$' },
    { name: 'Ck', type: 9, priority: 9, regex: null },
  ];
  it('uses the server’s ranges for a full number, the static table while typing or without ranges', () => {
    expect(cardBrandOf('5555 5555 5555 4444', ranges)).toBe('mastercard');
    expect(cardBrandOf('37', ranges)).toBe('amex');
    expect(cardBrandOf('4', undefined)).toBe('visa');
    expect(cardBrandOf('abc', ranges)).toBeUndefined();
  });
});
