import { paymentReceiptSchema } from '@orbit/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import {
  dunningCases,
  periodCharges,
  sandboxGatewayCards,
  subscriberAccounts,
  subscriptions,
} from '../../../db/schema/index.ts';
import { DUNNING_DEMOS } from '../../../db/seed/dunning-accounts.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { careData } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { mailbox } from '../../../testing/identities.ts';
import { billingApp, makePaymentBody } from '../../billing/billing.testing.ts';
import { billingStatusOf } from '../../billing/index.ts';
import { dayOf, dunningSeedTime, runDueUntil } from './dunning.testing.ts';

const HOUR_MS = 3_600_000;
const { declines } = DUNNING_DEMOS;

async function caseOf(db: Db, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(dunningCases)
    .where(eq(dunningCases.subscriptionId, subscriptionId));
  return row;
}

async function statusOf(db: Db, accountNumber: string, now: Date) {
  const [account] = await db
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.accountNumber, accountNumber));
  if (!account) throw new Error(`no account ${accountNumber}`);
  return billingStatusOf(db, account, now);
}

async function subscriptionStatus(db: Db, id: string) {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  return row?.status;
}

const attemptsOf = (db: Db, subscriptionId: string, periodStart: Date) =>
  db
    .select()
    .from(periodCharges)
    .where(
      and(
        eq(periodCharges.subscriptionId, subscriptionId),
        eq(periodCharges.periodStart, periodStart),
      ),
    )
    .orderBy(asc(periodCharges.attempt));

const templatesTo = async (app: Parameters<typeof mailbox>[0], to: string) =>
  (await mailbox(app, to)).map((message) => message.template).reverse();

describe('dunning: a renewal on a declining card', { timeout: 180_000 }, () => {
  it('retries on days 1, 3 and 7, then the account is past due, then suspended; paying restores it at once', async () => {
    const seeded = await dunningSeedTime();
    const clock = createFakeClock(seeded);
    const testApp = await billingApp({ clock });
    const { app, db } = testApp;
    const periodStart = dayOf(seeded, 3);

    // The renewal day: the first charge is declined, a retry is planned, nobody is past due yet.
    await runDueUntil(app, clock, new Date(periodStart.getTime() + HOUR_MS));
    expect(await caseOf(db, declines.subscriptionId)).toMatchObject({
      state: 'retrying',
      declinedAttempts: 1,
    });
    expect((await statusOf(db, declines.accountNumber, clock.now())).isPastDue).toBe(false);
    const [firstNotice] = await mailbox(app, declines.handle);
    expect(firstNotice).toMatchObject({ template: 'payment-declined', locale: 'en-US' });
    expect(firstNotice?.text).toContain(
      `We will try again on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(dayOf(periodStart, 1))}.`,
    );

    // Days 1, 3 and 7: each retry declined and emailed; after the last, past due.
    await runDueUntil(app, clock, new Date(dayOf(periodStart, 7).getTime() + HOUR_MS));
    const attempts = await attemptsOf(db, declines.subscriptionId, periodStart);
    expect(attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 'declined'],
      [2, 'declined'],
      [3, 'declined'],
      [4, 'declined'],
    ]);
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey)).size).toBe(4);
    expect(await caseOf(db, declines.subscriptionId)).toMatchObject({
      state: 'pastDue',
      declinedAttempts: 4,
    });
    const pastDue = await statusOf(db, declines.accountNumber, clock.now());
    expect(pastDue).toMatchObject({
      isPastDue: true,
      dueDate: dayOf(periodStart, 7).toISOString().slice(0, 10),
    });
    expect(pastDue.blockedWhilePastDue.length).toBeGreaterThan(0);
    expect(pastDue.amountDue.amountMinor).toBe(attempts[0]?.amountMinor);
    expect(await subscriptionStatus(db, declines.subscriptionId)).toBe('Active');
    const declinedMail = await mailbox(app, declines.handle);
    expect(declinedMail.map((message) => message.template)).toEqual(
      Array(4).fill('payment-declined'),
    );
    expect(declinedMail[0]?.text).toContain('This was our last try');

    // The grace (3 days): the radio is suspended for non-payment, and told so once.
    await runDueUntil(app, clock, new Date(dayOf(periodStart, 10).getTime() + HOUR_MS));
    expect(await subscriptionStatus(db, declines.subscriptionId)).toBe('Suspended');
    expect(await caseOf(db, declines.subscriptionId)).toMatchObject({ state: 'suspended' });
    await runDueUntil(app, clock, new Date(dayOf(periodStart, 12).getTime()));
    expect(await templatesTo(app, declines.handle)).toEqual([
      ...Array(4).fill('payment-declined'),
      'service-suspended',
    ]);
    expect(await attemptsOf(db, declines.subscriptionId, periodStart)).toHaveLength(4);

    // The customer pays the balance with a new card: the radio is back at once.
    await testApp.newSession();
    await testApp.signIn({ username: declines.handle, password: declines.password });
    const owed = (await statusOf(db, declines.accountNumber, clock.now())).amountDue.amountMinor;
    const receipt = careData(
      await testApp.post(
        '/services/payment/make-payment',
        makePaymentBody({
          amountMinor: owed,
          cardToken: await tokenizeCard(app, '4242424242424242'),
          transactionId: 'OAC-dunning-pays-000001',
        }),
        { 'idempotency-key': 'OAC-dunning-pays-000001' },
      ),
      paymentReceiptSchema,
    );
    expect(receipt).toMatchObject({
      reactivatedSubscriptionIds: [declines.subscriptionId],
      billingStatus: { isPastDue: false, amountDue: { amountMinor: 0 } },
    });
    expect(await subscriptionStatus(db, declines.subscriptionId)).toBe('Active');
    expect(await caseOf(db, declines.subscriptionId)).toMatchObject({ state: 'cleared' });
  });

  it('a retry that goes through clears the case and sends the receipt; no further retry', async () => {
    const seeded = await dunningSeedTime();
    const clock = createFakeClock(seeded);
    const testApp = await billingApp({ clock, ownDatabase: true });
    const { app, db } = testApp;
    const periodStart = dayOf(seeded, 3);
    await runDueUntil(app, clock, new Date(periodStart.getTime() + HOUR_MS));
    expect(await caseOf(db, declines.subscriptionId)).toMatchObject({ state: 'retrying' });

    // The bank lifts its block before the first retry.
    await db
      .update(sandboxGatewayCards)
      .set({ outcome: 'succeeds' })
      .where(eq(sandboxGatewayCards.token, declines.card.token));
    await runDueUntil(app, clock, new Date(dayOf(periodStart, 9).getTime()));

    const attempts = await attemptsOf(db, declines.subscriptionId, periodStart);
    expect(attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 'declined'],
      [2, 'paid'],
    ]);
    expect(await caseOf(db, declines.subscriptionId)).toMatchObject({ state: 'cleared' });
    expect(await templatesTo(app, declines.handle)).toEqual([
      'payment-declined',
      'payment-receipt',
    ]);
    const [receipt] = await mailbox(app, declines.handle);
    expect(receipt?.text).toContain('thank you: we received');
    expect(receipt?.html).toContain('<html lang="en-US">');
    const status = await statusOf(db, declines.accountNumber, clock.now());
    expect(status).toMatchObject({ isPastDue: false, amountDue: { amountMinor: 0 } });
  });
});
