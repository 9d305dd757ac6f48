import { addMonths } from '@orbit/domain';
import { inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dunningCases, periodCharges, scheduledJobs } from '../../../db/schema/index.ts';
import {
  clockInvoicesOf,
  insertClockedSubscription,
  MONTHLY_FULL_PRICE,
  startClockedApp,
  subscriptionStatusOf,
} from './clock.testing.ts';

const TRIAL_THEN_MONTHLY = [
  { phase: 'trial' as const, months: 1, termMonths: 1, priceMinor: 0 },
  MONTHLY_FULL_PRICE,
];

// Demo and partner subscriptions have no billing profile (ADR 077, 080): moving the clock must
// not charge, dun or suspend them.
describe('subscriptions with no billing profile', { timeout: 180_000 }, () => {
  it('are never charged nor dunned; a trial of ours with nobody to bill ends on its date, a partner’s stays', async () => {
    const { app, db, clock, start } = await startClockedApp();
    const complimentary = await insertClockedSubscription(db, start, {
      phases: [MONTHLY_FULL_PRICE],
      billingProfile: false,
    });
    const carmakerTrial = await insertClockedSubscription(db, start, {
      phases: TRIAL_THEN_MONTHLY,
      billingProfile: false,
      source: 'automotive',
    });
    const partnerTrial = await insertClockedSubscription(db, start, {
      phases: TRIAL_THEN_MONTHLY,
      billingProfile: false,
      source: 'roku',
    });
    const ids = [complimentary, carmakerTrial, partnerTrial].map((one) => one.subscriptionId);

    const threeMonths = new Date(addMonths(start, 3).getTime() + 3_600_000);
    clock.set(threeMonths);
    await app.scheduler.runDue(threeMonths);

    for (const id of ids) expect(await clockInvoicesOf(db, id)).toEqual([]);
    expect(
      await db.select().from(periodCharges).where(inArray(periodCharges.subscriptionId, ids)),
    ).toEqual([]);
    expect(
      await db.select().from(dunningCases).where(inArray(dunningCases.subscriptionId, ids)),
    ).toEqual([]);
    expect(await subscriptionStatusOf(db, complimentary.subscriptionId)).toMatchObject({
      status: 'Active',
    });
    expect(await subscriptionStatusOf(db, carmakerTrial.subscriptionId)).toMatchObject({
      status: 'Closed',
    });
    expect(await subscriptionStatusOf(db, partnerTrial.subscriptionId)).toMatchObject({
      status: 'Active',
    });
    // Nothing was even planned for the complimentary one: the status page stays readable.
    const planned = await db
      .select({ key: scheduledJobs.key })
      .from(scheduledJobs)
      .where(like(scheduledJobs.key, `${complimentary.subscriptionId}:%`));
    expect(planned).toEqual([]);
  });
});
