import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../shared/errors/index.ts';
import { createCareApiErrorForTest } from '../testing/care-errors.ts';
import { purchaseFailureOf as outcomeOf } from './purchase-outcome.ts';

/** What the flow makes of a refused purchase, read through the failure model. */
const purchaseFailureOf = (error: unknown) => outcomeOf(failureOf(error));

const refused = (errorCode: string, errorPropKey = 'x', status = 400) =>
  createCareApiErrorForTest({ status, errorCode, errorPropKey });

describe('purchase failures', () => {
  it('sends card problems back to payment', () => {
    for (const code of [
      'CREDIT_CARD_ERROR',
      'CARD_DECLINED',
      'INSUFFICIENT_FUNDS',
      'FRAUD_REJECT',
    ]) {
      expect(purchaseFailureOf(refused(code, 'x', 402))).toBe('card');
    }
    expect(
      purchaseFailureOf(refused('X', 'error.purchase.service.credit.card.validation.failed', 500)),
    ).toBe('card');
  });

  it('sends password problems back to credentials, PII apart', () => {
    expect(purchaseFailureOf(refused('PASSWORD_POLICY_NOT_MET'))).toBe('passwordPolicy');
    expect(purchaseFailureOf(refused('X', 'error.purchase.service.invalid.password'))).toBe(
      'passwordPolicy',
    );
    expect(purchaseFailureOf(refused('PASSWORD_HAS_PERSONAL_DATA'))).toBe('passwordPii');
    expect(purchaseFailureOf(refused('X', 'error.purchase.service.password.has.pii.data'))).toBe(
      'passwordPii',
    );
  });

  it('knows the session timeout, and calls anything else unexpected', () => {
    expect(
      purchaseFailureOf(refused('SESSION_TIMED_OUT', 'error.common.session.timed.out.error', 401)),
    ).toBe('sessionTimedOut');
    expect(purchaseFailureOf(refused('OFFER_EXPIRED'))).toBe('unexpected');
    expect(purchaseFailureOf(new Error('boom'))).toBe('unexpected');
  });
});
