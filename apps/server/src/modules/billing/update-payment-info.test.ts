import { paymentInfoUpdatedSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingProfiles, paymentMethods } from '../../db/schema/index.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { careData } from '../../testing/care-caller.ts';
import {
  type BillingApp,
  billingApp,
  careRefusal,
  chargesOn,
  clonePastDueAccount,
  cloneState,
  OWNER,
} from './billing.testing.ts';

const URL = '/services/payment/update-payment-info';

const update = (testApp: BillingApp, cardToken: string, transactionId: string, extra = {}) =>
  testApp.post(
    URL,
    { cardInfo: { cardToken, nameOnCard: 'Sam Okafor' }, transactionId, ...extra },
    { 'idempotency-key': transactionId },
  );

describe('update-payment-info', () => {
  it('replaces the expired card on file without charging anything', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    await testApp.signIn(clone.login);
    const cardToken = await tokenizeCard(testApp.app, '5555555555554444', {
      expMonth: 3,
      expYear: 2030,
    });
    const first = await update(testApp, cardToken, 'OAC-update-000001');
    const updated = careData(first, paymentInfoUpdatedSchema);
    expect(updated.creditCard).toMatchObject({
      last4Digits: '4444',
      type: 'mastercard',
      expirationMonth: 3,
      expirationYear: 2030,
      status: 'active',
      expirationDate: '2030-03-31',
      isDefault: true,
    });
    expect(updated.billingStatus).toMatchObject({
      paymentType: 'creditCard',
      amountDue: { amountMinor: clone.amountDueMinor },
    });
    const [profile] = await testApp.db
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.id, clone.billingProfileId));
    expect(profile?.defaultPaymentMethodId).toBe(updated.creditCard.paymentMethodId);
    const [old] = await testApp.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, clone.paymentMethodId));
    expect(old?.status).toBe('removed');
    expect(await chargesOn(testApp.db, cardToken)).toEqual([]);
    expect((await cloneState(testApp.db, clone)).newPayments).toEqual([]);
    // A double click answers the same; a token already kept cannot be kept again.
    const again = await update(testApp, cardToken, 'OAC-update-000001');
    expect(again.body).toBe(first.body);
    careRefusal(await update(testApp, cardToken, 'OAC-update-000002'), 400, 'CARD_TOKEN_INVALID');
  });

  it('is the signed-in owner’s only', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    await testApp.identify(clone.accountNumber, true);
    careRefusal(
      await update(testApp, cardToken, 'OAC-update-000003'),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
    await testApp.signIn(clone.login);
    careRefusal(
      await update(testApp, cardToken, 'OAC-update-000004', {
        accountNumber: OWNER.accountNumber,
      }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    const [kept] = await testApp.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.gatewayToken, cardToken));
    expect(kept).toBeUndefined();
  });
});
