import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionPhases } from '../../db/schema/index.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { signedInOwner } from './account.testing.ts';

/**
 * The account read keeps the view it worked out while the account's records are unchanged
 * (ADR 102); these read it on both sides of a moment the view turns at, with nothing written in
 * between, and must see the second side.
 */
describe('the account read across the moments its view turns at', () => {
  it('moves the day counts, the renewal and the next payment on at midnight of a renewal day', async () => {
    const clock = createFakeClock(new Date('2026-11-30T23:59:30.000Z'));
    const owner = await signedInOwner(clock);
    const before = await owner.account();
    expect(await owner.account()).toEqual(before);
    const monthly = (account: typeof before) =>
      account.subscriptions.find((subscription) => subscription.id === 'sub_seed_active_0003');
    expect(monthly(before)?.renewalDate).toBe('2026-12-01');
    expect(before.billingStatus.nextPayment).toMatchObject({
      date: '2026-12-01',
      offsetDaysFromToday: 1,
    });

    clock.advanceSeconds(60);
    const after = await owner.account();
    expect(monthly(after)?.renewalDate).toBe('2027-01-01');
    expect(after.billingStatus.nextPayment).toMatchObject({
      date: '2027-01-01',
      offsetDaysFromToday: 31,
    });
    expect(after.paymentMethod?.daysUntilExpiration).toBe(
      (before.paymentMethod?.daysUntilExpiration ?? 0) - 1,
    );
  });

  it('shows a trial that ends in the afternoon as the paid plan from that minute', async () => {
    const clock = createFakeClock(new Date('2027-01-20T14:59:30.000Z'));
    const owner = await signedInOwner(clock);
    const trialEnd = new Date('2027-01-20T15:00:00.000Z');
    const phases = await owner.db
      .select()
      .from(subscriptionPhases)
      .where(eq(subscriptionPhases.subscriptionId, 'sub_seed_trial_0004'))
      .orderBy(subscriptionPhases.position);
    const [trial, paid] = phases;
    if (!trial || !paid) throw new Error('the seeded trial has a trial phase and a paid one');
    await owner.db
      .update(subscriptionPhases)
      .set({ endsAt: trialEnd })
      .where(eq(subscriptionPhases.id, trial.id));
    await owner.db
      .update(subscriptionPhases)
      .set({ startsAt: trialEnd })
      .where(eq(subscriptionPhases.id, paid.id));
    const trialOf = async () =>
      (await owner.account()).subscriptions.find(
        (subscription) => subscription.id === 'sub_seed_trial_0004',
      );
    expect(await trialOf()).toMatchObject({ isTrial: true, price: { amountMinor: 0 } });
    expect(await trialOf()).toMatchObject({ isTrial: true });

    clock.advanceSeconds(60);
    expect(await trialOf()).toMatchObject({
      isTrial: false,
      price: { amountMinor: paid.priceMinor },
    });
  });
});
