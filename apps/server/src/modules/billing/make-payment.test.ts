import { paymentReceiptSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingProfiles, giftCards, invoices, paymentMethods } from '../../db/schema/index.ts';
import { DEMO_GIFT_CARDS } from '../../db/seed/gift-cards.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { careData } from '../../testing/care-caller.ts';
import {
  type BillingApp,
  billingApp,
  careRefusal,
  chargesOn,
  clonePastDueAccount,
  cloneState,
  type MakePaymentBody,
  OWNER_LOGIN,
  type PastDueClone,
  makePaymentBody as paymentBody,
} from './billing.testing.ts';

const URL = '/services/payment/make-payment';

const pay = (testApp: BillingApp, body: MakePaymentBody) =>
  testApp.post(URL, body, { 'idempotency-key': body.paymentInfo.transactionId });

async function signedInClone(options: Parameters<typeof billingApp>[0] = {}) {
  const testApp = await billingApp(options);
  const clone = await clonePastDueAccount(testApp);
  await testApp.signIn(clone.login);
  return { testApp, clone };
}

async function expectUntouched(testApp: BillingApp, clone: PastDueClone) {
  expect(await cloneState(testApp.db, clone)).toMatchObject({
    octoberDueMinor: clone.amountDueMinor,
    octoberPaidMinor: 0,
    subscriptionStatus: 'Suspended',
    newPayments: [],
  });
}

describe('make-payment: paying the amount due', () => {
  it('pays it all with a new card: the suspended subscription is back, nothing past due', async () => {
    const { testApp, clone } = await signedInClone();
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    const receipt = careData(
      await pay(testApp, paymentBody({ amountMinor: clone.amountDueMinor, cardToken })),
      paymentReceiptSchema,
    );
    expect(receipt).toMatchObject({
      amountPaid: { amountMinor: clone.amountDueMinor, currency: 'USD' },
      paidAt: testApp.clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      method: { kind: 'card', last4: '4242' },
      reactivatedSubscriptionIds: [clone.subscriptionId],
      billingStatus: {
        amountDue: { amountMinor: 0 },
        isPastDue: false,
        dueDate: null,
        blockedWhilePastDue: [],
        lastPayment: { amount: { amountMinor: clone.amountDueMinor }, offsetDaysFromToday: 0 },
      },
    });
    const state = await cloneState(testApp.db, clone);
    expect(state).toMatchObject({
      octoberDueMinor: 0,
      octoberPaidMinor: clone.amountDueMinor,
      subscriptionStatus: 'Active',
      creditMinor: 0,
    });
    expect(state.newPayments).toEqual([
      expect.objectContaining({
        id: receipt.paymentId,
        invoiceId: clone.unpaidInvoiceId,
        entryType: 'payment',
        amountMinor: clone.amountDueMinor,
        paymentMethodId: null,
        gatewayChargeId: expect.stringMatching(/^ch_/),
      }),
    ]);
    expect(await chargesOn(testApp.db, cardToken)).toEqual([
      expect.objectContaining({ status: 'succeeded', amountMinor: clone.amountDueMinor }),
    ]);
  });

  it('pays part of it: the subscription stays suspended and the rest is still past due', async () => {
    const { testApp, clone } = await signedInClone();
    const cardToken = await tokenizeCard(testApp.app, '5555555555554444');
    const receipt = careData(
      await pay(testApp, paymentBody({ amountMinor: 1000, cardToken })),
      paymentReceiptSchema,
    );
    expect(receipt.reactivatedSubscriptionIds).toEqual([]);
    expect(receipt.billingStatus).toMatchObject({
      amountDue: { amountMinor: clone.amountDueMinor - 1000 },
      isPastDue: true,
    });
    expect(await cloneState(testApp.db, clone)).toMatchObject({
      octoberDueMinor: clone.amountDueMinor - 1000,
      octoberPaidMinor: 1000,
      subscriptionStatus: 'Suspended',
    });
    // Paying the rest then brings it back.
    const rest = careData(
      await pay(
        testApp,
        paymentBody({
          amountMinor: clone.amountDueMinor - 1000,
          cardToken: await tokenizeCard(testApp.app, '5555555555554444'),
        }),
      ),
      paymentReceiptSchema,
    );
    expect(rest.reactivatedSubscriptionIds).toEqual([clone.subscriptionId]);
  });

  it('keeps the new card as the card on file when the owner asks', async () => {
    const { testApp, clone } = await signedInClone();
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    careData(
      await pay(testApp, paymentBody({ amountMinor: 500, cardToken, saveCard: true })),
      paymentReceiptSchema,
    );
    const [profile] = await testApp.db
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.id, clone.billingProfileId));
    const [kept] = await testApp.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.gatewayToken, cardToken));
    expect(kept).toMatchObject({ last4: '4242', status: 'active', nameOnCard: 'Sam Okafor' });
    expect(profile?.defaultPaymentMethodId).toBe(kept?.id);
    const [payment] = (await cloneState(testApp.db, clone)).newPayments;
    expect(payment?.paymentMethodId).toBe(kept?.id);
    // The kept card now pays as the card on file.
    const onFile = careData(
      await pay(testApp, paymentBody({ amountMinor: 500, useCardOnfile: true })),
      paymentReceiptSchema,
    );
    expect(onFile.method).toEqual({ kind: 'card', last4: '4242' });
  });

  it('refuses the expired card on file with a card error, writing nothing', async () => {
    const { testApp, clone } = await signedInClone();
    careRefusal(
      await pay(testApp, paymentBody({ amountMinor: 1000, useCardOnfile: true })),
      400,
      'NO_CARD_ON_ACCOUNT',
    );
    careRefusal(await pay(testApp, paymentBody({ amountMinor: 1000 })), 400, 'CARD_INFO_REQUIRED');
    await expectUntouched(testApp, clone);
  });

  it('leaves the balance when the card is declined; a new transaction can pay', async () => {
    const { testApp, clone } = await signedInClone();
    const declinedToken = await tokenizeCard(testApp.app, '4000000000000002');
    const body = paymentBody({ amountMinor: clone.amountDueMinor, cardToken: declinedToken });
    const declined = await pay(testApp, body);
    careRefusal(declined, 402, 'CARD_DECLINED');
    await expectUntouched(testApp, clone);
    // The same transaction id answers the same refusal without charging again.
    const again = await pay(testApp, body);
    expect(again.body).toBe(declined.body);
    expect(await chargesOn(testApp.db, declinedToken)).toHaveLength(1);
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    careData(
      await pay(testApp, paymentBody({ amountMinor: clone.amountDueMinor, cardToken })),
      paymentReceiptSchema,
    );
  });

  it('pays with a gift card, taking what it paid off the card', async () => {
    const { testApp, clone } = await signedInClone();
    const giftCard = { number: DEMO_GIFT_CARDS.us25.number };
    // More than the card holds is not taken from it.
    careRefusal(
      await pay(testApp, paymentBody({ amountMinor: clone.amountDueMinor, giftCard })),
      400,
      'INVALID_PAYMENT_AMOUNT',
    );
    const receipt = careData(
      await pay(
        testApp,
        paymentBody({ amountMinor: 2500, giftCard: { number: DEMO_GIFT_CARDS.us25.number } }),
      ),
      paymentReceiptSchema,
    );
    expect(receipt.method).toEqual({ kind: 'giftCard', last4: '0025' });
    expect(receipt.billingStatus.amountDue.amountMinor).toBe(clone.amountDueMinor - 2500);
    const [card] = await testApp.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, DEMO_GIFT_CARDS.us25.id));
    expect(card).toMatchObject({ balanceMinor: 0, status: 'active' });
    const [payment] = (await cloneState(testApp.db, clone)).newPayments;
    expect(payment).toMatchObject({ giftCardId: DEMO_GIFT_CARDS.us25.id, entryType: 'payment' });
    // Spent, it pays nothing more.
    careRefusal(
      await pay(
        testApp,
        paymentBody({ amountMinor: 400, giftCard: { number: DEMO_GIFT_CARDS.us25.number } }),
      ),
      400,
      'NO_GIFT_CARD_BALANCE',
    );
  });
});

describe('make-payment: refusals before any charge', () => {
  it('needs the charge agreement', async () => {
    const { testApp, clone } = await signedInClone();
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    const error = careRefusal(
      await pay(testApp, paymentBody({ amountMinor: 1000, cardToken, agree: false })),
      400,
      'CHARGE_AGREEMENT_REQUIRED',
    );
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: 'chargeAgreementAccepted' }),
    ]);
    await expectUntouched(testApp, clone);
    expect(await chargesOn(testApp.db, cardToken)).toEqual([]);
  });

  it('takes an amount above 0, in the account’s currency, at most what is due', async () => {
    const { testApp, clone } = await signedInClone();
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    for (const options of [
      { amountMinor: 0 },
      { amountMinor: -100 },
      { amountMinor: clone.amountDueMinor + 1 },
      { amountMinor: 1000, currency: 'CAD' as const },
    ]) {
      const error = careRefusal(
        await pay(testApp, paymentBody({ ...options, cardToken })),
        400,
        'INVALID_PAYMENT_AMOUNT',
      );
      expect(error.fieldErrors).toEqual([
        expect.objectContaining({ fieldName: 'paymentInfo.paymentAmount' }),
      ]);
    }
    await expectUntouched(testApp, clone);
    expect(await chargesOn(testApp.db, cardToken)).toEqual([]);
  });

  it('says there is nothing to pay on an account that owes nothing', async () => {
    const testApp = await billingApp();
    await testApp.signIn(OWNER_LOGIN);
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    careRefusal(
      await pay(testApp, paymentBody({ amountMinor: 100, cardToken })),
      409,
      'NO_BALANCE_DUE',
    );
  });

  it('needs the Idempotency-Key to be the transaction id', async () => {
    const { testApp } = await signedInClone();
    const body = paymentBody({ amountMinor: 100, useCardOnfile: true });
    careRefusal(await testApp.post(URL, body), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    careRefusal(
      await testApp.post(URL, body, { 'idempotency-key': 'another-key-0001' }),
      400,
      'INVALID_PAYLOAD',
    );
  });
});

describe('make-payment: one transaction id, one payment', () => {
  it('replays the same answer for the same id and body; another body is 422', async () => {
    const { testApp, clone } = await signedInClone();
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    const body = paymentBody({ amountMinor: 1200, cardToken });
    const first = await pay(testApp, body);
    expect(first.statusCode).toBe(200);
    testApp.clock.advanceSeconds(120);
    const again = await pay(testApp, body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await pay(testApp, {
      ...body,
      paymentInfo: { ...body.paymentInfo, paymentAmount: { amountMinor: 1300, currency: 'USD' } },
    });
    careRefusal(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await cloneState(testApp.db, clone)).newPayments).toHaveLength(1);
    expect(await chargesOn(testApp.db, cardToken)).toHaveLength(1);
  });

  it('charges once when the same transaction is sent twice at once', async () => {
    const { testApp, clone } = await signedInClone();
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    const body = paymentBody({ amountMinor: clone.amountDueMinor, cardToken });
    const answers = await Promise.all([pay(testApp, body), pay(testApp, body)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 409],
      [200, 200],
    ]).toContainEqual(statuses);
    const conflict = answers.find((answer) => answer.statusCode === 409);
    if (conflict) careRefusal(conflict, 409, 'IDEMPOTENCY_KEY_IN_USE');
    else expect(answers[0]?.body).toBe(answers[1]?.body);
    expect((await cloneState(testApp.db, clone)).newPayments).toHaveLength(1);
    expect(await chargesOn(testApp.db, cardToken)).toHaveLength(1);
  });

  it('refunds the charge when the balance was paid meanwhile, and keeps that answer', async () => {
    let settleFirst: (() => Promise<void>) | null = null;
    const { testApp, clone } = await signedInClone({
      // Another payment lands between this one's charge and its transaction.
      gateway: (sandbox) => ({
        ...sandbox,
        async charge(request) {
          const result = await sandbox.charge(request);
          await settleFirst?.();
          return result;
        },
      }),
    });
    settleFirst = async () => {
      await testApp.db
        .update(invoices)
        .set({ amountDueMinor: 0, amountPaidMinor: clone.amountDueMinor })
        .where(eq(invoices.id, clone.unpaidInvoiceId));
    };
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    const body = paymentBody({ amountMinor: clone.amountDueMinor, cardToken });
    const raced = await pay(testApp, body);
    careRefusal(raced, 409, 'NO_BALANCE_DUE');
    expect(await chargesOn(testApp.db, cardToken)).toEqual([
      expect.objectContaining({ status: 'refunded' }),
    ]);
    expect((await cloneState(testApp.db, clone)).newPayments).toEqual([]);
    // A retry of the same transaction is told the same, and is not charged again.
    settleFirst = null;
    const retry = await pay(testApp, body);
    expect(retry.body).toBe(raced.body);
    expect(await chargesOn(testApp.db, cardToken)).toHaveLength(1);
  });
});

describe('make-payment: who may pay', () => {
  it('lets a verified identified session pay with a new card, not keep it', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    careRefusal(
      await pay(testApp, paymentBody({ amountMinor: 1000, cardToken })),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
    await testApp.identify(clone.accountNumber, false);
    careRefusal(
      await pay(testApp, paymentBody({ amountMinor: 1000, cardToken })),
      403,
      'VERIFICATION_REQUIRED',
    );
    await testApp.identify(clone.accountNumber, true);
    careRefusal(
      await pay(testApp, paymentBody({ amountMinor: 1000, cardToken, saveCard: true })),
      400,
      'INVALID_PAYLOAD',
    );
    const receipt = careData(
      await pay(testApp, paymentBody({ amountMinor: 1000, cardToken })),
      paymentReceiptSchema,
    );
    expect(receipt.billingStatus.amountDue.amountMinor).toBe(clone.amountDueMinor - 1000);
  });

  it('refuses another customer’s account as one that does not exist', async () => {
    const testApp = await billingApp();
    const victim = await clonePastDueAccount(testApp);
    await testApp.signIn(OWNER_LOGIN);
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242');
    careRefusal(
      await pay(
        testApp,
        paymentBody({ amountMinor: 1000, cardToken, accountNumber: victim.accountNumber }),
      ),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    await expectUntouched(testApp, victim);
  });
});
