import { paymentMethodSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema/index.ts';
import { succeedingCardNumber, tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { fileCounter } from '../../testing/file-counter.ts';
import { expectOneWinner, outcomesOf } from '../../testing/race-outcomes.ts';
import {
  cloneState,
  countedPastDueOwner,
  insertGiftCard,
  makePaymentBody,
} from './billing.testing.ts';

const MAKE_PAYMENT = '/services/payment/make-payment';
const REDEEM = '/services/payment/giftcard/redeem';
const PAY_BALANCE = '/billing/v1/balance-due/pay';

const cards = fileCounter();

describe('payments racing for one balance', () => {
  it('20 full-balance payments at once, each with its own card: 1 charge, 1 payment', async () => {
    const { testApp, clone, gateway } = await countedPastDueOwner();
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async (_, index) =>
        makePaymentBody({
          amountMinor: clone.amountDueMinor,
          cardToken: await tokenizeCard(testApp.app, succeedingCardNumber(cards.next())),
          transactionId: `OAC-race-${clone.accountNumber}-${index}`,
        }),
      ),
    );
    const gate = gateway.holdCharges(bodies.length);
    const answers = await Promise.all(
      bodies.map((body) =>
        testApp
          .post(MAKE_PAYMENT, body, { 'idempotency-key': body.paymentInfo.transactionId })
          .finally(() => gate.settled()),
      ),
    );
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 NO_BALANCE_DUE']);
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.refunds).toEqual([]);
    const state = await cloneState(testApp.db, clone);
    expect(state.newPayments).toHaveLength(1);
    expect(state.octoberDueMinor).toBe(0);
  });

  it('20 service-API balance payments at once: 1 charge', async () => {
    const { testApp, clone, gateway } = await countedPastDueOwner();
    const call = await testApp.serviceCaller(clone.identityId);
    const cardToken = await tokenizeCard(testApp.app, succeedingCardNumber(cards.next()));
    const created = await call('POST', '/billing/v1/payment-methods', { cardToken });
    expect(created.statusCode, created.body).toBe(201);
    const { id: paymentMethodId } = paymentMethodSchema.parse(created.json());
    const gate = gateway.holdCharges(20);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(
          'POST',
          PAY_BALANCE,
          { paymentMethodId },
          { 'idempotency-key': `pay-race-${clone.accountNumber}-${index}` },
        ).finally(() => gate.settled()),
      ),
    );
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 NO_BALANCE_DUE']);
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.refunds).toEqual([]);
    expect((await cloneState(testApp.db, clone)).newPayments).toHaveLength(1);
  });

  it('a gift card redeemed while the balance is paid by card: nothing is refunded', async () => {
    const { testApp, clone, gateway } = await countedPastDueOwner();
    const giftCard = await insertGiftCard(testApp, clone.amountDueMinor);
    const cardToken = await tokenizeCard(testApp.app, succeedingCardNumber(cards.next()));
    const body = makePaymentBody({ amountMinor: clone.amountDueMinor, cardToken });
    const gate = gateway.holdCharges(2);
    const answers = await Promise.all([
      testApp
        .post(MAKE_PAYMENT, body, { 'idempotency-key': body.paymentInfo.transactionId })
        .finally(() => gate.settled()),
      testApp.post(REDEEM, { number: giftCard.number }).finally(() => gate.settled()),
    ]);
    const seen = outcomesOf(answers);
    expect(
      seen.filter((outcome) => outcome === 'ok'),
      seen.join(', '),
    ).toHaveLength(1);
    expect(gateway.refunds).toEqual([]);
    const state = await cloneState(testApp.db, clone);
    expect(state.octoberDueMinor).toBe(0);
  });
});

describe('cards racing to be kept', () => {
  it('one card token added 10 times at once: one payment method, no server error', async () => {
    const { testApp, clone, gateway } = await countedPastDueOwner();
    const call = await testApp.serviceCaller(clone.identityId);
    const cardToken = await tokenizeCard(testApp.app, succeedingCardNumber(cards.next()));
    const gate = gateway.holdCardLookups(10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/billing/v1/payment-methods', { cardToken }).finally(() => gate.settled()),
      ),
    );
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '400 CARD_TOKEN_INVALID']);
    const kept = await testApp.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.gatewayToken, cardToken));
    expect(kept).toHaveLength(1);
  });
});
