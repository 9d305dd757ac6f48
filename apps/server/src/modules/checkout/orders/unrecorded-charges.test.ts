import { purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { orders, sandboxGatewayCharges } from '../../../db/schema/index.ts';
import { succeedingCardNumber } from '../../../platform/payments/card-tokens.testing.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { careData } from '../../../testing/care-caller.ts';
import { fileCounter } from '../../../testing/file-counter.ts';
import { freshClock } from '../../../testing/identities.ts';
import { loseEveryRunOn } from '../../../testing/lost-races.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout, newAccountPurchase } from './checkout.testing.ts';
import {
  GIVE_BACK_UNRECORDED_CHARGES,
  giveBackUnrecordedCharges,
  UNRECORDED_CHARGE_GRACE_MS,
} from './unrecorded-charges.ts';

const NEW_ACCOUNT = '/services/purchase/new-account';
const HOUR_SECONDS = 3600;
const buyers = fileCounter();

/**
 * A checkout whose gateway can be made to stop the process right after a charge (the charge is
 * taken, nothing after it runs) or to fail its refunds, as a gateway that is down would.
 */
async function setUp() {
  const faults = { stopAfterCharge: false, refundsFail: false };
  const clock = freshClock();
  let built: PaymentGateway | undefined;
  const testApp = await createTestApp({
    clock,
    // Its own database: charges of other tests must not be in the sweep's window.
    ownDatabase: true,
    gateway: (sandbox) => {
      built = faulty(sandbox);
      return built;
    },
  });
  const gateway = built;
  if (!gateway) throw new Error('the app was built without the gateway');
  const checkout = await careCheckout(testApp.app);
  const started = clock.now();
  const sweep = () =>
    giveBackUnrecordedCharges(
      { db: testApp.db, gateway, log: testApp.app.log },
      {
        from: started,
        before: new Date(clock.now().getTime() - UNRECORDED_CHARGE_GRACE_MS),
      },
    );
  const purchase = () => newAccountPurchase(testApp.app, succeedingCardNumber(buyers.next()));
  return { ...testApp, gateway, faults, checkout, sweep, purchase };

  function faulty(sandbox: PaymentGateway): PaymentGateway {
    return {
      ...sandbox,
      async charge(request) {
        const charged = await sandbox.charge(request);
        if (faults.stopAfterCharge) throw new Error('the process stopped after the charge');
        return charged;
      },
      async refund(chargeId) {
        if (faults.refundsFail) throw new Error('the gateway is down');
        return sandbox.refund(chargeId);
      },
    };
  }
}

async function chargesOf(db: Db) {
  return db
    .select({
      key: sandboxGatewayCharges.idempotencyKey,
      status: sandboxGatewayCharges.status,
      amountMinor: sandboxGatewayCharges.amountMinor,
    })
    .from(sandboxGatewayCharges)
    .orderBy(sandboxGatewayCharges.id);
}

async function orderOf(db: Db, id: string) {
  const [order] = await db
    .select({ status: orders.status, failureCode: orders.failureCode })
    .from(orders)
    .where(eq(orders.id, id));
  return order;
}

describe('a charge nothing recorded (the process stopped between the charge and its transaction)', () => {
  it('is given back once its grace has passed, its order failed, and the same purchase then buys it once', async () => {
    const { db, app, clock, faults, checkout, sweep, purchase } = await setUp();
    const { body, key } = await purchase();
    faults.stopAfterCharge = true;
    await checkout.post(NEW_ACCOUNT, body, key);
    faults.stopAfterCharge = false;
    const [taken] = await chargesOf(db);
    expect(taken).toMatchObject({ status: 'succeeded' });
    const orderId = taken?.key ?? '';
    expect(await orderOf(db, orderId)).toEqual({ status: 'quoted', failureCode: null });

    // Within the grace the purchase may still be on its way: nothing is touched.
    clock.advanceSeconds(30 * 60);
    expect(await sweep()).toEqual({ looked: 0, givenBack: 0, leftAlone: 0 });

    clock.advanceSeconds(HOUR_SECONDS);
    expect(await sweep()).toEqual({ looked: 1, givenBack: 1, leftAlone: 0 });
    expect(await chargesOf(db)).toEqual([{ ...taken, status: 'refunded' }]);
    // Failed first, so a confirm retried later cannot deliver on a charge given back.
    expect(await orderOf(db, orderId)).toEqual({ status: 'failed', failureCode: 'SYSTEM' });
    // A second run finds nothing more to give back.
    expect(await sweep()).toEqual({ looked: 0, givenBack: 0, leftAlone: 0 });

    // The customer comes back (a new care session) and sends the purchase again: bought, charged once.
    const bought = await (await careCheckout(app)).post(NEW_ACCOUNT, body, key);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(careData(bought, purchaseResultSchema).amountCharged.amountMinor).toBe(
      taken?.amountMinor,
    );
    const charges = await chargesOf(db);
    expect(charges.map((charge) => charge.status)).toEqual(['refunded', 'succeeded']);
    expect(charges[1]?.key).not.toBe(orderId);

    // The bought one is recorded: the sweep leaves it alone.
    clock.advanceSeconds(2 * HOUR_SECONDS);
    expect(await sweep()).toMatchObject({ givenBack: 0, leftAlone: 0 });
    expect((await chargesOf(db)).map((charge) => charge.status)).toEqual(['refunded', 'succeeded']);
  });

  it('whose transaction failed and whose refund failed too is given back by the sweep', async () => {
    const { db, clock, faults, checkout, sweep, purchase } = await setUp();
    await loseEveryRunOn(db, 'invoices');
    faults.refundsFail = true;
    const { body, key } = await purchase();
    const lost = await checkout.post(NEW_ACCOUNT, body, key);
    expect(lost.statusCode, lost.body).toBe(503);
    const [taken] = await chargesOf(db);
    expect(taken).toMatchObject({ status: 'succeeded' });
    expect(await orderOf(db, taken?.key ?? '')).toMatchObject({ status: 'failed' });

    // Still down at the first run: the run fails (its job runs the window again) and keeps nothing.
    clock.advanceSeconds(2 * HOUR_SECONDS);
    await expect(sweep()).rejects.toThrow('1 unrecorded charges could not be given back yet');
    faults.refundsFail = false;
    expect(await sweep()).toEqual({ looked: 1, givenBack: 1, leftAlone: 0 });
    expect(await chargesOf(db)).toEqual([{ ...taken, status: 'refunded' }]);
  });

  it('is left alone when its key is not one of this service’s or it took nothing; a balance payment’s is given back', async () => {
    const { db, clock, sweep, gateway, purchase } = await setUp();
    const { body } = await purchase();
    const token = body.paymentInfo.cardInfo?.cardToken ?? '';
    await gateway.charge({
      token,
      amount: { amountMinor: 1299, currency: 'USD' },
      idempotencyKey: 'another-system-4711',
      description: 'not ours',
    });
    await gateway.charge({
      token,
      amount: { amountMinor: 0, currency: 'USD' },
      idempotencyKey: 'ord_0000000000000000000000000000card',
      description: 'a card verified',
    });
    // A balance payment's (its key names the request): a retry of it charges anew (ADR 103).
    await gateway.charge({
      token,
      amount: { amountMinor: 4599, currency: 'USD' },
      idempotencyKey: 'balance|care:cs_1|pay-4711',
      description: 'a balance payment',
    });
    clock.advanceSeconds(2 * HOUR_SECONDS);
    expect(await sweep()).toEqual({ looked: 3, givenBack: 1, leftAlone: 1 });
    // Charges made in one instant of the fake clock: found by key, not by order.
    const statuses = new Map((await chargesOf(db)).map((charge) => [charge.key, charge.status]));
    expect(Object.fromEntries(statuses)).toEqual({
      'another-system-4711': 'succeeded',
      ord_0000000000000000000000000000card: 'succeeded',
      'balance|care:cs_1|pay-4711': 'refunded',
    });
  });

  it('is given back by the recurring job', async () => {
    const { db, clock, faults, checkout, purchase, app } = await setUp();
    const { body, key } = await purchase();
    faults.stopAfterCharge = true;
    await checkout.post(NEW_ACCOUNT, body, key);
    faults.stopAfterCharge = false;

    clock.advanceSeconds(2 * HOUR_SECONDS);
    const report = await app.scheduler.runDue(clock.now());
    expect(report.ran.filter((job) => job.name === GIVE_BACK_UNRECORDED_CHARGES)).toMatchObject([
      { outcome: 'done' },
    ]);
    expect((await chargesOf(db)).map((charge) => charge.status)).toEqual(['refunded']);
  });
});
