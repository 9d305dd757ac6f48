import { describe, expect, it } from 'vitest';
import { looksLikeCardNumberText, looksLikeCvvText } from './card-data.ts';

describe('looksLikeCvvText', () => {
  it.each([
    'CVV 123',
    'cvv',
    'my cvc: 456',
    'CVV2 123',
    'cvc2',
    'CSC 9999',
    'Security code 123',
    '123',
    '4567',
    'CVV123',
  ])('reads %j as a security code', (text) => {
    expect(looksLikeCvvText(text)).toBe(true);
  });

  it.each(['Cvvy', 'John', '12 Main St', '12345', '1 Avenue des Pins', 'Jean-Luc', 'Ocsca'])(
    'does not read %j as one',
    (text) => {
      expect(looksLikeCvvText(text)).toBe(false);
    },
  );
});

describe('looksLikeCardNumberText', () => {
  it('counts digits anywhere, 13 or more', () => {
    expect(looksLikeCardNumberText('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumberText('Apt 1234567890123')).toBe(true);
    expect(looksLikeCardNumberText('1234 5678 9012')).toBe(false);
    expect(looksLikeCardNumberText('123 Main Street')).toBe(false);
  });
});
