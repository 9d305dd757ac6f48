import { careAccountSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { PLAN_CHANGERS } from '../../db/seed/plan-change-accounts.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { careData } from '../../testing/care-caller.ts';
import { billingApp, clonePastDueAccount, makePaymentBody } from '../billing/billing.testing.ts';
import {
  ALL_ACCESS_MONTHLY,
  planChangeSetUp,
  quoteResultOf,
} from '../subscription/plan-change/plan-change.testing.ts';

/**
 * The account read keeps an account's records while their version is unchanged (ADR 095): each
 * write route's commit must change it, so the read right after a write shows that write.
 */
describe('the account read right after a write', () => {
  it('shows a payment, then a new card on file, each at once', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    await testApp.signIn(clone.login);
    const account = async () =>
      careData(await testApp.post('/services/account', {}), careAccountSchema);
    const before = await account();
    expect(before.billingStatus).toMatchObject({ isPastDue: true });
    expect(before.subscriptions.map((subscription) => subscription.status)).toContain('Suspended');
    // Read twice: the second answer comes from the kept records.
    expect(await account()).toEqual(before);

    const payingCard = await tokenizeCard(testApp.app, '4242424242424242');
    const body = makePaymentBody({ amountMinor: clone.amountDueMinor, cardToken: payingCard });
    const paid = await testApp.post('/services/payment/make-payment', body, {
      'idempotency-key': body.paymentInfo.transactionId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const afterPayment = await account();
    expect(afterPayment.billingStatus).toMatchObject({
      isPastDue: false,
      amountDue: { amountMinor: 0 },
    });
    expect(afterPayment.subscriptions.map((subscription) => subscription.status)).not.toContain(
      'Suspended',
    );

    const newCard = await tokenizeCard(testApp.app, '5555555555554444', {
      expMonth: 3,
      expYear: 2030,
    });
    const updated = await testApp.post(
      '/services/payment/update-payment-info',
      { cardInfo: { cardToken: newCard, nameOnCard: 'Sam Okafor' }, transactionId: 'OAC-kept-01' },
      { 'idempotency-key': 'OAC-kept-01' },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await account()).paymentMethod).toMatchObject({
      last4Digits: '4444',
      type: 'mastercard',
    });
  });

  it('shows a plan change at once', async () => {
    const { texas } = PLAN_CHANGERS;
    const { post, quote, purchase, purchaseBody } = await planChangeSetUp(
      texas,
      '2026-11-25T15:00:00Z',
      ALL_ACCESS_MONTHLY,
    );
    const account = async () => careData(await post('/services/account', {}), careAccountSchema);
    const planOf = (read: Awaited<ReturnType<typeof account>>) =>
      read.subscriptions.find((subscription) => subscription.id === texas.subscriptionId)?.planCode;
    const before = await account();
    expect(planOf(before)).toBe('US_SAT_AA_MO');
    expect(await account()).toEqual(before);

    const quoted = await quote('US_SAT_PLAT_MO');
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quoteId = quoteResultOf(quoted).planChange?.quoteId ?? '';
    const confirmed = await purchase(purchaseBody(quoteId, 'US_SAT_PLAT_MO'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(planOf(await account())).toBe('US_SAT_PLAT_MO');
  });
});
