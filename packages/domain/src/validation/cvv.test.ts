import { describe, expect, it } from 'vitest';
import { checkCvv, cvvLengthFor, cvvSchema, isCvv } from './cvv.ts';

const AMEX = '378282246310005';
const VISA = '4111111111111111';

describe('checkCvv', () => {
  it('wants 4 digits for Amex and 3 for everything else', () => {
    expect(cvvLengthFor(AMEX)).toBe(4);
    expect(cvvLengthFor('3714 496353 98431')).toBe(4);
    expect(cvvLengthFor(VISA)).toBe(3);
    expect(cvvLengthFor('6011111111111117')).toBe(3);
    expect(checkCvv('1234', AMEX)).toBeNull();
    expect(checkCvv('123', VISA)).toBeNull();
  });

  it.each([
    ['', VISA, 'REQUIRED'],
    ['12a', VISA, 'INVALID'],
    ['12 3', VISA, 'INVALID'],
    ['12', VISA, 'TOO_SHORT'],
    ['1234', VISA, 'TOO_LONG'],
    ['123', AMEX, 'TOO_SHORT'],
    ['12345', AMEX, 'TOO_LONG'],
  ])('refuses %j for %s with %s', (cvv, card, code) => {
    expect(checkCvv(cvv, card)).toBe(code);
  });

  it('takes 3 or 4 digits while the card number is unknown', () => {
    expect(isCvv('123')).toBe(true);
    expect(isCvv('1234')).toBe(true);
    expect(checkCvv('12')).toBe('TOO_SHORT');
    expect(checkCvv('12345')).toBe('TOO_LONG');
    expect(cvvSchema.parse(' 123 ')).toBe('123');
  });
});
