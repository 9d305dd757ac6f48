import { addMonths, money, quoteNewSubscription } from '@orbit/domain';
import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import {
  payments,
  periodCharges,
  sandboxGatewayCharges,
  scheduledJobs,
  subscriptions,
} from '../../../db/schema/index.ts';
import { countingGateway } from '../../../platform/payments/counting-gateway.testing.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { createSandboxGateway } from '../../../platform/payments/sandbox-gateway.ts';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp, testConfig } from '../../../testing/test-app.ts';
import { billingStatusOf } from '../../billing/index.ts';
import { findAccount } from '../../identification/index.ts';
import {
  clockInvoicesOf,
  closeSeededSubscriptions,
  insertClockedSubscription,
  MONTHLY_FULL_PRICE,
  startClockedApp,
  subscriptionStatusOf,
} from './clock.testing.ts';
import { PERIOD_CHARGE_DECLINED, PERIOD_CHARGE_PAID } from './period-charge-events.ts';

const HOUR_MS = 3_600_000;
const later = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);

/** What the quote engine charges for one month of Platinum in New York on `date`. */
function quotedMonth(priceMinor: number, date: Date) {
  return quoteNewSubscription({
    now: date,
    region: { country: 'us', state: 'NY' },
    plans: [
      {
        planCode: 'US_SAT_PLAT_MO',
        packageName: 'SXM_PLATINUM',
        royaltyFeeApplies: true,
        activationFee: null,
        phases: [
          {
            type: 'AutoRenewing',
            duration: { kind: 'infinite' },
            billingPeriod: { unit: 'months', count: 1 },
            price: { total: money(priceMinor, 'USD') },
          },
        ],
      },
    ],
  }).currentQuote.totalAmount.amountMinor;
}

// Each test moves months of charges (with dunning and the daily notices) on its own database.
describe('the subscription clock moved through a year', { timeout: 240_000 }, () => {
  it('converts, steps up, renews each month once, ends trials and cancellations on their date', async () => {
    const { app, db, clock, start } = await startClockedApp();
    const trialThenPaid = await insertClockedSubscription(db, start, {
      phases: [{ phase: 'trial', months: 1, termMonths: 1, priceMinor: 0 }, MONTHLY_FULL_PRICE],
    });
    const trialAlone = await insertClockedSubscription(db, start, {
      phases: [{ phase: 'trial', months: 3, termMonths: 3, priceMinor: 0 }],
    });
    const promoThenFull = await insertClockedSubscription(db, start, {
      phases: [{ phase: 'promo', months: 3, termMonths: 3, priceMinor: 1500 }, MONTHLY_FULL_PRICE],
      boughtByOrder: true,
    });
    const monthly = await insertClockedSubscription(db, start, {
      phases: [MONTHLY_FULL_PRICE],
      boughtByOrder: true,
    });
    const cancelling = await insertClockedSubscription(db, start, {
      phases: [MONTHLY_FULL_PRICE],
      boughtByOrder: true,
      pendingCancellationAt: addMonths(start, 2),
    });
    // Its cancellation, due half a day after the conversion, is revoked once its end is planned.
    const revoked = await insertClockedSubscription(db, start, {
      phases: [MONTHLY_FULL_PRICE],
      boughtByOrder: true,
      pendingCancellationAt: later(addMonths(start, 1), 12),
    });
    const declining = await insertClockedSubscription(db, start, {
      phases: [MONTHLY_FULL_PRICE],
      boughtByOrder: true,
      outcome: 'declined',
    });

    // The day after the trial's end: it converted once, at the quote engine's figure.
    const conversion = addMonths(start, 1);
    await app.scheduler.runDue(later(conversion, 1));
    const plannedEnd = await db
      .select()
      .from(scheduledJobs)
      .where(like(scheduledJobs.key, `${revoked.subscriptionId}:%:cancellation`));
    expect(plannedEnd).toHaveLength(1);
    await db
      .update(subscriptions)
      .set({ commerceState: 'active', endsAt: null, cancelledAt: null })
      .where(eq(subscriptions.id, revoked.subscriptionId));
    const [converted, ...none] = await clockInvoicesOf(db, trialThenPaid.subscriptionId);
    expect(none).toEqual([]);
    expect(converted?.amountTotalMinor).toBe(quotedMonth(1899, conversion));
    expect(converted?.amountTotalMinor).toBeGreaterThan(1899);
    expect(converted?.amountPaidMinor).toBe(converted?.amountTotalMinor);
    expect(converted?.issuedAt).toEqual(conversion);
    expect(converted?.lines).toHaveLength(1);
    const [line] = converted?.lines ?? [];
    expect(line).toMatchObject({
      subscriptionId: trialThenPaid.subscriptionId,
      phase: 'fullPrice',
    });
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, converted?.id ?? ''));
    expect(payment?.amountMinor).toBe(converted?.amountTotalMinor);
    const paidEvents = await db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, PERIOD_CHARGE_PAID));
    expect(paidEvents.map((job) => job.payload.subscriptionId)).toContain(
      trialThenPaid.subscriptionId,
    );
    const conversionEvent = paidEvents.find(
      (job) => job.payload.subscriptionId === trialThenPaid.subscriptionId,
    );
    expect(conversionEvent?.payload).toMatchObject({
      convertsTrial: true,
      invoiceId: converted?.id,
    });

    // The declined renewal is recorded, owed on its invoice, and handed to dunning.
    const [owed] = await clockInvoicesOf(db, declining.subscriptionId);
    expect(owed?.amountDueMinor).toBe(owed?.amountTotalMinor);
    const declined = await db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, PERIOD_CHARGE_DECLINED));
    expect(declined.map((job) => job.payload)).toContainEqual(
      expect.objectContaining({
        subscriptionId: declining.subscriptionId,
        attempt: 1,
        outcome: 'declined',
      }),
    );

    // The account reads its next payment a month on.
    const account = await findAccount(db, trialThenPaid.accountNumber);
    if (!account) throw new Error('account missing');
    const status = await billingStatusOf(db, account, later(conversion, 1));
    expect(status.nextPayment?.date).toBe(addMonths(conversion, 1).toISOString().slice(0, 10));
    expect(status.lastPayment?.amount.amountMinor).toBe(converted?.amountTotalMinor);

    // A year on, in one move: each month billed once, in order, every term ended on its date.
    const yearOn = later(addMonths(start, 12), 1);
    clock.set(yearOn);
    await app.scheduler.runDue(yearOn);
    const monthStarts = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => addMonths(start, from + index));
    expect(
      (await clockInvoicesOf(db, trialThenPaid.subscriptionId)).map((bill) => bill.issuedAt),
    ).toEqual(monthStarts(1, 12));
    expect(
      (await clockInvoicesOf(db, monthly.subscriptionId)).map((bill) => bill.issuedAt),
    ).toEqual(monthStarts(1, 12));
    // The promotion was paid at purchase; full price from its end.
    const stepped = await clockInvoicesOf(db, promoThenFull.subscriptionId);
    expect(stepped.map((bill) => bill.issuedAt)).toEqual(monthStarts(3, 12));
    expect(stepped[0]?.amountTotalMinor).toBe(quotedMonth(1899, addMonths(start, 3)));
    // The trial without a follow-on ended at its end and was never billed.
    expect(await clockInvoicesOf(db, trialAlone.subscriptionId)).toEqual([]);
    expect(await subscriptionStatusOf(db, trialAlone.subscriptionId)).toEqual({
      status: 'Closed',
      endsAt: addMonths(start, 3),
    });
    // The pending cancellation billed its last month, then ended on its date.
    expect(
      (await clockInvoicesOf(db, cancelling.subscriptionId)).map((bill) => bill.issuedAt),
    ).toEqual(monthStarts(1, 1));
    expect(await subscriptionStatusOf(db, cancelling.subscriptionId)).toEqual({
      status: 'Closed',
      endsAt: addMonths(start, 2),
    });
    // The revoked cancellation never ended: its planned end found nothing to do, and it renews.
    expect(await subscriptionStatusOf(db, revoked.subscriptionId)).toEqual({
      status: 'Active',
      endsAt: null,
    });
    expect(
      (await clockInvoicesOf(db, revoked.subscriptionId)).map((bill) => bill.issuedAt),
    ).toEqual(monthStarts(1, 12));
    // Nothing was charged twice: one gateway charge per period attempt.
    const charges = await db
      .select({ key: sandboxGatewayCharges.idempotencyKey })
      .from(sandboxGatewayCharges)
      .where(like(sandboxGatewayCharges.idempotencyKey, 'period:sub_clock_%'));
    expect(new Set(charges.map((charge) => charge.key)).size).toBe(charges.length);
    // A second run at the same time finds nothing left to do.
    const again = await app.scheduler.runDue(yearOn);
    expect(again.ran.filter((job) => job.name.startsWith('subscription-clock.charge'))).toEqual([]);
  }, 120_000);
});

describe('two server instances on one database', () => {
  it('never run the same job twice: each period is charged once', async () => {
    const clock = freshClock();
    const first = await createTestApp({ clock, ownDatabase: true });
    await closeSeededSubscriptions(first.db);
    // Two instances, as two server processes would be: each its own app and gateway client.
    const counted = countingGateway(createSandboxGateway({ db: first.db, clock: clock.now }));
    const second = await buildApp(testConfig(), {
      database: first.database,
      clock: clock.now,
      paymentGateway: counted.gateway,
    });
    const firstCounted = countingGateway(createSandboxGateway({ db: first.db, clock: clock.now }));
    const third = await buildApp(testConfig(), {
      database: first.database,
      clock: clock.now,
      paymentGateway: firstCounted.gateway,
    });
    try {
      await Promise.all([second.ready(), third.ready()]);
      const start = clock.now();
      const subscribed = await Promise.all(
        Array.from({ length: 4 }, () =>
          insertClockedSubscription(first.db, start, {
            phases: [
              { phase: 'trial', months: 1, termMonths: 1, priceMinor: 0 },
              MONTHLY_FULL_PRICE,
            ],
          }),
        ),
      );
      const halfYear = later(addMonths(start, 6), 1);
      clock.set(halfYear);
      const reports = await Promise.all([
        second.scheduler.runDue(halfYear),
        third.scheduler.runDue(halfYear),
      ]);
      const ranIds = reports.flatMap((report) => report.ran.map((job) => `${job.id}@${job.runAt}`));
      expect(new Set(ranIds).size).toBe(ranIds.length);
      const ours = subscribed.map((one) => one.subscriptionId);
      const asked = [...counted.charges, ...firstCounted.charges].filter((charge) =>
        ours.some((id) => charge.idempotencyKey.includes(id)),
      );
      // 4 subscriptions × months 1 to 6 (the trial's month is free), each asked of the gateway once.
      expect(asked).toHaveLength(24);
      expect(new Set(asked.map((charge) => charge.idempotencyKey)).size).toBe(24);
      const rows = await first.db
        .select()
        .from(periodCharges)
        .where(inArray(periodCharges.subscriptionId, ours));
      expect(rows.filter((row) => row.status === 'paid')).toHaveLength(24);
    } finally {
      await Promise.all([second.close(), third.close()]);
    }
  }, 120_000);
});

describe('a run that dies after the gateway charged', () => {
  it('charges nobody twice once the server is back', async () => {
    const clock = freshClock();
    let dieAfterCharge = true;
    const dying = (sandbox: PaymentGateway): PaymentGateway => ({
      ...sandbox,
      async charge(request) {
        const answer = await sandbox.charge(request);
        if (dieAfterCharge && request.idempotencyKey.includes('sub_clock_')) {
          throw new Error('process died after the gateway answered');
        }
        return answer;
      },
    });
    const crashing = await createTestApp({ clock, ownDatabase: true, gateway: dying });
    await closeSeededSubscriptions(crashing.db);
    await crashing.app.ready();
    const start = clock.now();
    const subscribed = await insertClockedSubscription(crashing.db, start, {
      phases: [{ phase: 'trial', months: 1, termMonths: 1, priceMinor: 0 }, MONTHLY_FULL_PRICE],
    });
    const conversion = addMonths(start, 1);
    clock.set(later(conversion, 1));
    const crashed = await crashing.app.scheduler.runDue(clock.now());
    expect(
      crashed.ran.filter(
        (job) => job.name === 'subscription-clock.charge-period' && job.outcome === 'retry',
      ).length,
    ).toBeGreaterThan(0);
    expect(await clockInvoicesOf(crashing.db, subscribed.subscriptionId)).toEqual([]);
    await crashing.app.close();

    // Restarted (a new app on the same database), after the retry's backoff.
    dieAfterCharge = false;
    const counted = countingGateway(createSandboxGateway({ db: crashing.db, clock: clock.now }));
    const restarted = await buildApp(testConfig(), {
      database: crashing.database,
      clock: clock.now,
      paymentGateway: counted.gateway,
    });
    try {
      clock.set(later(conversion, 2));
      await restarted.scheduler.runDue(clock.now());
      const bills = await clockInvoicesOf(crashing.db, subscribed.subscriptionId);
      expect(bills).toHaveLength(1);
      const charges = await crashing.db
        .select()
        .from(sandboxGatewayCharges)
        .where(like(sandboxGatewayCharges.idempotencyKey, `period:${subscribed.subscriptionId}:%`));
      expect(charges).toHaveLength(1);
      expect(charges[0]?.amountMinor).toBe(bills[0]?.amountTotalMinor);
      const paid = await crashing.db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, bills[0]?.id ?? ''));
      expect(paid.map((row) => row.gatewayChargeId)).toEqual([charges[0]?.id]);
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
