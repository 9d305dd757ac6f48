import {
  balanceDueSchema,
  balancePaymentSchema,
  giftCardBalanceRedemptionSchema,
  giftCardRegistrationSchema,
  nextBillSchema,
  paymentMethodSchema,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCardRegistrations, giftCards } from '../../db/schema/index.ts';
import { DEMO_GIFT_CARDS } from '../../db/seed/gift-cards.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { bearer, startAnonymousSession } from '../../testing/service-sessions.ts';
import {
  billingApp,
  chargesOn,
  clonePastDueAccount,
  cloneState,
  OWNER,
  serviceRefusal,
} from './billing.testing.ts';

const { us25, us100, ca30, blackhawk50 } = DEMO_GIFT_CARDS;

/** A service caller signed in as a fresh past-due account's owner. */
async function pastDueCaller() {
  const testApp = await billingApp();
  const clone = await clonePastDueAccount(testApp);
  const call = await testApp.serviceCaller(clone.identityId);
  /** Keeps a new card for the clone (the first usable one: made the default). */
  const keepCard = async (number = '4242424242424242') => {
    const cardToken = await tokenizeCard(testApp.app, number);
    const created = await call('POST', '/billing/v1/payment-methods', {
      cardToken,
      setAsDefault: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { cardToken, method: paymentMethodSchema.parse(created.json()) };
  };
  return { testApp, clone, call, keepCard };
}

const REGISTER = (country: string) => `/giftcard/v1/giftcards?country=${country}`;

describe('balance due and the next bill', () => {
  it('tells the caller what its account owes and when it fell due', async () => {
    const { call, clone } = await pastDueCaller();
    const response = await call('GET', '/billing/v1/balance-due');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(balanceDueSchema.parse(response.json())).toEqual({
      amountDue: { amountMinor: clone.amountDueMinor, currency: 'USD' },
      credit: { amountMinor: 0, currency: 'USD' },
      dueDate: '2026-10-21',
      isPastDue: true,
    });
    // Nothing renews while the only subscription is suspended.
    expect(nextBillSchema.parse((await call('GET', '/billing/v1/next-bill')).json())).toEqual({
      date: null,
      amount: { amountMinor: 0, currency: 'USD' },
      subscriptions: [],
    });
  });

  it('tells the owner of running subscriptions when the next bill comes', async () => {
    const testApp = await billingApp();
    const call = await testApp.serviceCaller(OWNER.identityId);
    expect(nextBillSchema.parse((await call('GET', '/billing/v1/next-bill')).json())).toEqual({
      date: '2026-12-01',
      // Platinum $24.99 + $5.35 music royalty fee + $1.90 Texas tax: what will be charged.
      amount: { amountMinor: 3224, currency: 'USD' },
      subscriptions: [
        { subscriptionId: 'sub_seed_active_0003', amount: { amountMinor: 3224, currency: 'USD' } },
      ],
    });
    expect(
      balanceDueSchema.parse((await call('GET', '/billing/v1/balance-due')).json()).amountDue,
    ).toEqual({ amountMinor: 0, currency: 'USD' });
  });

  it('is for signed-in callers only', async () => {
    const testApp = await billingApp();
    const { session } = await startAnonymousSession(testApp.app);
    for (const url of ['/billing/v1/balance-due', '/billing/v1/next-bill']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(session) });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('paying the balance due', () => {
  it('needs an Idempotency-Key and a usable card', async () => {
    const { call, clone, testApp } = await pastDueCaller();
    serviceRefusal(
      await call('POST', '/billing/v1/balance-due/pay', {}),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    // The card on file expired.
    serviceRefusal(
      await call('POST', '/billing/v1/balance-due/pay', {}, { 'idempotency-key': 'pay-0001' }),
      400,
      'NO_CARD_ON_ACCOUNT',
    );
    // Someone else's card is not the caller's to charge.
    serviceRefusal(
      await call(
        'POST',
        '/billing/v1/balance-due/pay',
        { paymentMethodId: OWNER.paymentMethodId },
        { 'idempotency-key': 'pay-0002' },
      ),
      404,
      'PAYMENT_METHOD_NOT_FOUND',
    );
    expect((await cloneState(testApp.db, clone)).newPayments).toEqual([]);
  });

  it('charges the card on file once, brings the subscription back, replays the answer', async () => {
    const { call, clone, testApp, keepCard } = await pastDueCaller();
    const { cardToken, method } = await keepCard();
    const key = { 'idempotency-key': 'pay-balance-0001' };
    const first = await call('POST', '/billing/v1/balance-due/pay', {}, key);
    expect(first.statusCode, first.body).toBe(200);
    const paid = balancePaymentSchema.parse(first.json());
    expect(paid).toMatchObject({
      amountPaid: { amountMinor: clone.amountDueMinor, currency: 'USD' },
      balanceDue: { amountDue: { amountMinor: 0 }, isPastDue: false, dueDate: null },
      reactivatedSubscriptionIds: [clone.subscriptionId],
    });
    const again = await call('POST', '/billing/v1/balance-due/pay', {}, key);
    expect(again.body).toBe(first.body);
    serviceRefusal(
      await call('POST', '/billing/v1/balance-due/pay', { paymentMethodId: method.id }, key),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    serviceRefusal(
      await call(
        'POST',
        '/billing/v1/balance-due/pay',
        {},
        { 'idempotency-key': 'pay-balance-0002' },
      ),
      409,
      'NO_BALANCE_DUE',
    );
    expect(await chargesOn(testApp.db, cardToken)).toHaveLength(1);
    const state = await cloneState(testApp.db, clone);
    expect(state.subscriptionStatus).toBe('Active');
    expect(state.newPayments).toEqual([
      expect.objectContaining({ id: paid.paymentId, paymentMethodId: method.id }),
    ]);
  });

  it('takes a registered gift card first and the card the rest, once', async () => {
    const { call, clone, testApp, keepCard } = await pastDueCaller();
    const { cardToken } = await keepCard();
    const registered = await call('POST', REGISTER('us'), { number: us25.number });
    expect(registered.statusCode, registered.body).toBe(201);
    const { giftCardTokenId } = giftCardRegistrationSchema.parse(registered.json());
    const response = await call(
      'POST',
      '/billing/v1/balance-due/pay',
      { giftCardId: giftCardTokenId },
      { 'idempotency-key': 'pay-gift-0001' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(balancePaymentSchema.parse(response.json()).reactivatedSubscriptionIds).toEqual([
      clone.subscriptionId,
    ]);
    const charges = await chargesOn(testApp.db, cardToken);
    expect(charges.map((charge) => charge.amountMinor)).toEqual([clone.amountDueMinor - 2500]);
    const amounts = (await cloneState(testApp.db, clone)).newPayments.map((row) => [
      row.giftCardId,
      row.amountMinor,
    ]);
    expect(amounts).toEqual(
      expect.arrayContaining([
        [us25.id, 2500],
        [null, clone.amountDueMinor - 2500],
      ]),
    );
    const [card] = await testApp.db.select().from(giftCards).where(eq(giftCards.id, us25.id));
    expect(card?.balanceMinor).toBe(0);
    // The token is used up.
    serviceRefusal(
      await call('POST', '/billing/v1/balance/redeem-giftcard', { giftCardTokenId }),
      404,
      'GIFT_CARD_TOKEN_NOT_FOUND',
    );
  });
});

describe('gift cards through the service API', () => {
  it('registers a card for 30 minutes and redeems it to the balance, the rest as credit', async () => {
    const { call, clone, testApp } = await pastDueCaller();
    const registered = await call('POST', REGISTER('us'), { number: us100.number });
    expect(registered.statusCode, registered.body).toBe(201);
    const registration = giftCardRegistrationSchema.parse(registered.json());
    expect(registration).toMatchObject({
      giftCardTokenId: expect.stringMatching(/^gct_[\w-]{32}$/),
      actualBalance: { amountMinor: 10_000, currency: 'USD' },
      last4: '0100',
      expiresAt: new Date(testApp.clock.now().getTime() + 30 * 60_000).toISOString(),
    });
    const redeemed = await call('POST', '/billing/v1/balance/redeem-giftcard', {
      giftCardTokenId: registration.giftCardTokenId,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(giftCardBalanceRedemptionSchema.parse(redeemed.json())).toEqual({
      amountRedeemed: { amountMinor: 10_000, currency: 'USD' },
      balanceDue: {
        amountDue: { amountMinor: 0, currency: 'USD' },
        credit: { amountMinor: 10_000 - clone.amountDueMinor, currency: 'USD' },
        dueDate: null,
        isPastDue: false,
      },
      reactivatedSubscriptionIds: [clone.subscriptionId],
    });
    const [used] = await testApp.db
      .select()
      .from(giftCardRegistrations)
      .where(eq(giftCardRegistrations.id, registration.giftCardTokenId));
    expect(used?.redeemedAt).not.toBeNull();
    serviceRefusal(
      await call('POST', '/billing/v1/balance/redeem-giftcard', {
        giftCardTokenId: registration.giftCardTokenId,
      }),
      400,
      'GIFT_CARD_ALREADY_REDEEMED',
    );
    serviceRefusal(
      await call('POST', REGISTER('us'), { number: us100.number }),
      400,
      'GIFT_CARD_ALREADY_REDEEMED',
    );
  });

  it('keeps tokens to their caller and their 30 minutes', async () => {
    const { call, testApp } = await pastDueCaller();
    const owner = await testApp.serviceCaller(OWNER.identityId);
    const card = {
      number: blackhawk50.number,
      securityCode: blackhawk50.securityCode,
      expiry: '12/30',
    };
    const registered = giftCardRegistrationSchema.parse(
      (await owner('POST', REGISTER('us'), card)).json(),
    );
    serviceRefusal(
      await call('POST', '/billing/v1/balance/redeem-giftcard', {
        giftCardTokenId: registered.giftCardTokenId,
      }),
      404,
      'GIFT_CARD_TOKEN_NOT_FOUND',
    );
    serviceRefusal(
      await call(
        'POST',
        '/billing/v1/balance-due/pay',
        { giftCardId: registered.giftCardTokenId },
        { 'idempotency-key': 'pay-stolen-0001' },
      ),
      404,
      'GIFT_CARD_TOKEN_NOT_FOUND',
    );
    const mine = giftCardRegistrationSchema.parse(
      (await call('POST', REGISTER('us'), card)).json(),
    );
    testApp.clock.advanceSeconds(30 * 60);
    serviceRefusal(
      await call('POST', '/billing/v1/balance/redeem-giftcard', {
        giftCardTokenId: mine.giftCardTokenId,
      }),
      404,
      'GIFT_CARD_TOKEN_NOT_FOUND',
    );
  });

  it('answers the gift card codes on registration and on redemption', async () => {
    const { call } = await pastDueCaller();
    serviceRefusal(
      await call('POST', REGISTER('us'), { number: ca30.number }),
      400,
      'GIFT_CARD_COUNTRY_ERROR',
    );
    serviceRefusal(
      await call('POST', REGISTER('us'), { number: blackhawk50.number }),
      400,
      'GIFT_CARD_NUMBER_INVALID',
    );
    serviceRefusal(
      await call('POST', REGISTER('us'), {
        number: blackhawk50.number,
        securityCode: '321',
        expiry: '12/30',
      }),
      400,
      'GIFT_CARD_NUMBER_INVALID',
    );
    expect((await call('POST', REGISTER('uk'), { number: us100.number })).statusCode).toBe(400);
    // A Canadian card registered for Canada cannot go to a US account.
    const canadian = giftCardRegistrationSchema.parse(
      (await call('POST', REGISTER('ca'), { number: ca30.number })).json(),
    );
    expect(canadian.actualBalance).toEqual({ amountMinor: 3000, currency: 'CAD' });
    serviceRefusal(
      await call('POST', '/billing/v1/balance/redeem-giftcard', {
        giftCardTokenId: canadian.giftCardTokenId,
      }),
      400,
      'GIFT_CARD_COUNTRY_ERROR',
    );
  });
});
