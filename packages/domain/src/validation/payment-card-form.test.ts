import { describe, expect, it } from 'vitest';
import { fieldErrorCodeOfIssue } from './field-check.ts';
import { paymentCardFormSchema } from './payment-card-form.ts';

const now = new Date('2025-06-15T12:00:00Z');

function errors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    fieldErrorCodeOfIssue(issue),
  ]);
}

describe('paymentCardFormSchema', () => {
  it('parses a good card to clean values', () => {
    const card = paymentCardFormSchema('us', now).parse({
      nameOnCard: ' John Smith ',
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/26',
      cvv: '123',
    });
    expect(card).toEqual({
      nameOnCard: 'John Smith',
      cardNumber: '4111111111111111',
      expiry: '12/26',
      cvv: '123',
    });
  });

  it('checks the CVV length against the card number', () => {
    const amexWith3 = paymentCardFormSchema('ca', now).safeParse({
      nameOnCard: 'Élise Côté',
      cardNumber: '378282246310005',
      expiry: '12/26',
      cvv: '123',
    });
    expect(errors(amexWith3)).toEqual([['cvv', 'TOO_SHORT']]);
  });

  it('reports each bad field with its code', () => {
    const result = paymentCardFormSchema('ca', now).safeParse({
      nameOnCard: 'Cher',
      cardNumber: '6011111111111117',
      expiry: '05/25',
    });
    expect(errors(result)).toEqual([
      ['nameOnCard', 'INVALID'],
      ['cardNumber', 'CARD_BRAND_NOT_ACCEPTED'],
      ['expiry', 'EXPIRED'],
      ['cvv', 'REQUIRED'],
    ]);
  });
});
