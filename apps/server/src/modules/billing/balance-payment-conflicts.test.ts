import { paymentMethodSchema } from '@orbit/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { succeedingCardNumber, tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { fileCounter } from '../../testing/file-counter.ts';
import { loseEveryRunOn } from '../../testing/lost-races.ts';
import {
  careRefusal,
  chargesOn,
  cloneState,
  countedPastDueOwner,
  makePaymentBody,
  serviceRefusal,
} from './billing.testing.ts';

const MAKE_PAYMENT = '/services/payment/make-payment';
const PAY_BALANCE = '/billing/v1/balance-due/pay';

const cards = fileCounter();

describe('a balance payment whose transaction loses every run', () => {
  it('is answered 503 with Retry-After, its charge given back; the same key pays it afterwards under a new gateway key', async () => {
    const { testApp, clone, gateway } = await countedPastDueOwner({ ownDatabase: true });
    const stopLosing = await loseEveryRunOn(testApp.db, 'payments');
    const body = makePaymentBody({
      amountMinor: clone.amountDueMinor,
      cardToken: await tokenizeCard(testApp.app, succeedingCardNumber(cards.next())),
    });
    const key = { 'idempotency-key': body.paymentInfo.transactionId };

    const lost = await testApp.post(MAKE_PAYMENT, body, key);
    careRefusal(lost, 503, 'SERVICE_UNAVAILABLE');
    expect(lost.headers['retry-after']).toBe('1');
    // Charged once and given back: nothing paid, nothing owed more or less than before.
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.refunds).toHaveLength(1);
    const before = await cloneState(testApp.db, clone);
    expect(before.newPayments).toEqual([]);
    expect(before.octoberDueMinor).toBe(clone.amountDueMinor);

    // Sent again with the same key once the race is over: paid, by a new charge, kept.
    await stopLosing();
    const paid = await testApp.post(MAKE_PAYMENT, body, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(gateway.charges).toHaveLength(2);
    expect(gateway.refunds).toHaveLength(1);
    expect(gateway.charges[1]?.idempotencyKey).not.toBe(gateway.charges[0]?.idempotencyKey);
    const after = await cloneState(testApp.db, clone);
    expect(after.newPayments).toHaveLength(1);
    expect(after.octoberDueMinor).toBe(0);

    // That answer is the key's from now on, and nothing more is charged.
    const replay = await testApp.post(MAKE_PAYMENT, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(paid.body);
    expect(gateway.charges).toHaveLength(2);
  });

  it('through the service API: 503, given back, then paid once with the same key', async () => {
    const { testApp, clone, gateway } = await countedPastDueOwner({ ownDatabase: true });
    const call = await testApp.serviceCaller(clone.identityId);
    const cardToken = await tokenizeCard(testApp.app, succeedingCardNumber(cards.next()));
    const created = await call('POST', '/billing/v1/payment-methods', { cardToken });
    expect(created.statusCode, created.body).toBe(201);
    const { id: paymentMethodId } = paymentMethodSchema.parse(created.json());
    const stopLosing = await loseEveryRunOn(testApp.db, 'payments');
    const key = { 'idempotency-key': `pay-lost-race-${clone.accountNumber}` };

    const lost = await call('POST', PAY_BALANCE, { paymentMethodId }, key);
    serviceRefusal(lost, 503, 'SERVICE_UNAVAILABLE');
    expect(lost.headers['retry-after']).toBe('1');
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.refunds).toHaveLength(1);

    await stopLosing();
    const paid = await call('POST', PAY_BALANCE, { paymentMethodId }, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(gateway.charges).toHaveLength(2);
    expect(gateway.refunds).toHaveLength(1);
    const after = await cloneState(testApp.db, clone);
    expect(after.newPayments).toHaveLength(1);
    expect(after.octoberDueMinor).toBe(0);
  });
  it('a run that gave its charge back and stopped before counting it: the same key pays by a new charge, never by the refunded one', async () => {
    const { testApp, clone, gateway } = await countedPastDueOwner({ ownDatabase: true });
    const stopLosing = await loseEveryRunOn(testApp.db, 'payments');
    // The count of charges given back fails, as a crash between the refund and the count would.
    await testApp.db.execute(
      sql.raw(`create function stop_before_counting() returns trigger language plpgsql as $$
        begin raise exception 'server stopped'; end $$`),
    );
    await testApp.db.execute(
      sql.raw(`create trigger stop_before_counting before update of charges_given_back
        on idempotency_records for each row execute function stop_before_counting()`),
    );
    const cardToken = await tokenizeCard(testApp.app, succeedingCardNumber(cards.next()));
    const body = makePaymentBody({ amountMinor: clone.amountDueMinor, cardToken });
    const key = { 'idempotency-key': body.paymentInfo.transactionId };

    const stopped = await testApp.post(MAKE_PAYMENT, body, key);
    expect(stopped.statusCode).toBeGreaterThanOrEqual(500);
    expect(gateway.refunds).toHaveLength(1);
    expect((await cloneState(testApp.db, clone)).newPayments).toEqual([]);

    await stopLosing();
    await testApp.db.execute(sql.raw('drop trigger stop_before_counting on idempotency_records'));
    testApp.clock.advanceSeconds(60);
    const paid = await testApp.post(MAKE_PAYMENT, body, key);
    expect(paid.statusCode, paid.body).toBe(200);
    const charges = await chargesOn(testApp.db, cardToken);
    expect(charges.map((charge) => charge.status).sort()).toEqual(['refunded', 'succeeded']);
    const kept = charges.find((charge) => charge.status === 'succeeded');
    const after = await cloneState(testApp.db, clone);
    expect(after.newPayments.map((payment) => payment.gatewayChargeId)).toEqual([kept?.id]);
    expect(after.octoberDueMinor).toBe(0);
  });
});
