import { describe, expect, it } from 'vitest';
import { cardTokenFieldProblem, cardTokenProblem } from './card-token-problem.ts';

describe('card token refusals', () => {
  it('blame a card field with a field code, worded as the checkout words it', () => {
    expect(cardTokenFieldProblem('expired_card')).toEqual({ field: 'expiry', code: 'EXPIRED' });
    expect(cardTokenProblem('expired_card')).toEqual({
      field: 'expiry',
      id: 'checkout.field.expiry.expired',
    });
    expect(cardTokenProblem('unsupported_brand')).toEqual({
      field: 'cardNumber',
      id: 'checkout.field.cardNumber.notAccepted',
    });
    expect(cardTokenProblem('invalid_cvc')).toEqual({
      field: 'cvv',
      id: 'checkout.field.cvv.invalid',
    });
  });

  it('blame no field when the gateway did not judge the card', () => {
    expect(cardTokenFieldProblem('rate_limited')).toBeUndefined();
    expect(cardTokenProblem('rate_limited', 'billing.card.notProcessed')).toEqual({
      field: undefined,
      id: 'billing.card.notProcessed',
    });
  });
});
