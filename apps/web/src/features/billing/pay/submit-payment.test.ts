import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../shared/errors/index.ts';
import { careApiError } from '../testing/billing-answers.ts';
import { refusalOf } from './submit-payment.ts';

const outcomeOf = (status: number, code: string, propKey?: string) =>
  refusalOf(failureOf(careApiError(status, code, propKey)));

describe('refusalOf', () => {
  it('blames the card for every card code and legacy card key', () => {
    for (const code of [
      'CREDIT_CARD_ERROR',
      'CARD_DECLINED',
      'INSUFFICIENT_FUNDS',
      'FRAUD_REJECT',
    ]) {
      expect(outcomeOf(402, code)).toMatchObject({ kind: 'refused', card: true, sent: true });
    }
    expect(
      outcomeOf(400, 'LEGACY', 'error.purchase.service.creditcard.fraud.reject'),
    ).toMatchObject({ kind: 'refused', id: 'billing.pay.error.card' });
  });

  it('puts the gift card’s number problems on its field', () => {
    expect(outcomeOf(400, 'GIFT_CARD_NUMBER_INVALID')).toEqual({
      kind: 'fieldErrors',
      errors: { giftCardNumber: 'billing.giftCard.error.numberInvalid' },
      sent: true,
      code: 'GIFT_CARD_NUMBER_INVALID',
    });
  });

  it('blames the gift card for a generic refusal only when one was sent', () => {
    const failure = failureOf(careApiError(400, 'INVALID_PAYLOAD'));
    expect(refusalOf(failure)).toMatchObject({ id: 'billing.pay.error.unexpected' });
    expect(refusalOf(failure, { giftCardSent: true })).toMatchObject({
      id: 'billing.giftCard.error.invalidData',
    });
  });

  it('reads the account again when what is due changed', () => {
    expect(outcomeOf(400, 'INVALID_PAYMENT_AMOUNT')).toMatchObject({ reload: true });
    expect(outcomeOf(409, 'NO_BALANCE_DUE')).toMatchObject({
      id: 'billing.pay.error.noBalance',
      reload: true,
    });
  });

  it('sends sign-in and verification problems to the page, and the rest is unexpected', () => {
    expect(outcomeOf(401, 'UNAUTHENTICATED_CUSTOMER')).toMatchObject({ kind: 'access' });
    expect(outcomeOf(403, 'VERIFICATION_REQUIRED')).toMatchObject({ kind: 'access' });
    expect(outcomeOf(500, 'SYSTEM')).toMatchObject({ id: 'billing.pay.error.unexpected' });
    expect(outcomeOf(401, 'SESSION_TIMED_OUT', 'error.common.session.timed.out.error')).toEqual({
      kind: 'stopped',
    });
  });

  it('asks to try again in a moment when the server cannot answer now', () => {
    expect(outcomeOf(503, 'SERVICE_UNAVAILABLE')).toMatchObject({
      kind: 'refused',
      id: 'errors.unavailable',
      sent: true,
    });
  });
});
