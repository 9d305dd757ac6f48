import { describe, expect, it } from 'vitest';
import { DEMO_GIFT_CARDS } from '../../db/seed/gift-cards.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { columnsHolding } from '../../testing/stored-text.ts';
import { billingApp, clonePastDueAccount } from './billing.testing.ts';

describe('after account-area payments and gift cards, no card number is stored', () => {
  it('in any text or JSON column', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    await testApp.signIn(clone.login);
    const { us100, blackhawk50 } = DEMO_GIFT_CARDS;
    const paid = await testApp.post(
      '/services/payment/make-payment',
      {
        paymentInfo: {
          useCardOnfile: false,
          paymentType: 'creditCard',
          paymentAmount: { amountMinor: 1000, currency: 'USD' },
          transactionId: 'OAC-no-card-data-1',
          cardInfo: {
            cardToken: await tokenizeCard(testApp.app, '4242424242424242'),
            nameOnCard: 'Sam Okafor',
          },
          saveCard: true,
        },
        chargeAgreementAccepted: true,
      },
      { 'idempotency-key': 'OAC-no-card-data-1' },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const replaced = await testApp.post(
      '/services/payment/update-payment-info',
      {
        cardInfo: {
          cardToken: await tokenizeCard(testApp.app, '5555555555554444'),
          nameOnCard: 'Sam Okafor',
        },
        transactionId: 'OAC-no-card-data-2',
      },
      { 'idempotency-key': 'OAC-no-card-data-2' },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const blackhawk = { number: blackhawk50.number, securityCode: '123', expiry: '12/30' };
    expect((await testApp.post('/services/payment/giftcard/info', blackhawk)).statusCode).toBe(200);
    expect((await testApp.post('/services/payment/giftcard/redeem', blackhawk)).statusCode).toBe(
      200,
    );
    const call = await testApp.serviceCaller(clone.identityId);
    const registered = await call('POST', '/giftcard/v1/giftcards?country=us', {
      number: us100.number,
    });
    expect(registered.statusCode, registered.body).toBe(201);

    for (const needle of [
      '4242424242424242',
      '424242424242',
      '5555555555554444',
      blackhawk50.number,
      us100.number,
    ]) {
      expect(await columnsHolding(testApp.db, needle), needle).toEqual([]);
    }
    expect(await columnsHolding(testApp.db, '4444')).toContain('payment_methods.last4');
  });
});
