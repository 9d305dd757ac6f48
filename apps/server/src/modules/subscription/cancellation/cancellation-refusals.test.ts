import { careErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionCancellations, subscriptions } from '../../../db/schema/index.ts';
import { ORBIT_OWNER } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { CARE, cancellationSetUp, dataOf, SATELLITE, STREAMING } from './cancellation.testing.ts';

const OWNER = { handle: ORBIT_OWNER.username, password: ORBIT_OWNER.password };
const TRIAL = 'sub_seed_trial_0004';
const refusalOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  code: careErrorBodySchema.parse(response.json()).error.errorCode,
});

describe('cancel and keep: what is refused, and what a trial means', () => {
  it('cancels a trial at its conversion date: nothing charged, nothing refunded', async () => {
    const { post, cancel, db } = await cancellationSetUp({ as: OWNER });
    const options = dataOf(await post(CARE.options, { subscriptionId: TRIAL }));
    expect(options.cancellation).toEqual({
      cancellationType: 'END_OF_TERM',
      serviceEndsOn: '2027-01-20',
      refund: { amountMinor: 0, currency: 'USD' },
      refundedDays: 0,
      ofDays: 365,
      isTrial: true,
    });
    expect(options.options).not.toContain('CHANGE_TERM');
    const cancelled = dataOf(await cancel({ subscriptionId: TRIAL, reasonCode: 'DONT_LISTEN' }));
    expect(cancelled).toMatchObject({
      cancellationType: 'END_OF_TERM',
      serviceEndsOn: '2027-01-20',
      refund: { amountMinor: 0 },
      refundArrivesBy: null,
      isTrial: true,
    });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, TRIAL));
    expect(row).toMatchObject({ commerceState: 'pending_cancellation', status: 'Active' });
    expect(row?.endsAt?.toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });

  it('refuses a keep once the service has ended', async () => {
    const clock = createFakeClock(new Date('2026-04-09T20:00:00Z'));
    const { post, cancel } = await cancellationSetUp({ clock });
    dataOf(await cancel({ subscriptionId: STREAMING.subscriptionId }));
    clock.advanceSeconds(5 * 3600);
    expect(
      refusalOf(await post(CARE.revoke, { subscriptionId: STREAMING.subscriptionId })),
    ).toEqual({ status: 409, code: 'CANCELLATION_ALREADY_EFFECTIVE' });
    const after = dataOf(await post(CARE.options, { subscriptionId: STREAMING.subscriptionId }));
    expect(after.options).toEqual([]);
    expect(after.cancellation).toBeNull();
  });

  it('refuses a keep with nothing pending, and answers a repeated keep the same', async () => {
    const { post, cancel } = await cancellationSetUp();
    const subscriptionId = STREAMING.subscriptionId;
    expect(refusalOf(await post(CARE.revoke, { subscriptionId }))).toEqual({
      status: 409,
      code: 'NO_PENDING_CANCELLATION',
    });
    dataOf(await cancel({ subscriptionId }));
    const kept = dataOf(await post(CARE.revoke, { subscriptionId }));
    expect(dataOf(await post(CARE.revoke, { subscriptionId }))).toEqual(kept);
  });

  it('refuses a reason the subscription does not offer, and OTHER without words', async () => {
    const { post, cancel } = await cancellationSetUp({ as: SATELLITE });
    const subscriptionId = SATELLITE.subscriptionId;
    expect(refusalOf(await cancel({ subscriptionId, reasonCode: 'NO_SATELLITE_RADIO' }))).toEqual({
      status: 400,
      code: 'INVALID_PAYLOAD',
    });
    expect(refusalOf(await cancel({ subscriptionId, reasonCode: 'OTHER' })).status).toBe(400);
    const options = dataOf(await post(CARE.options, { subscriptionId }));
    expect(options.currentPlan).toMatchObject({ isCancelledAtEndOfCurrentTerm: false });
  });

  it('asks who is calling: not signed in 401, another customer’s subscription 404', async () => {
    const { post, cancel, newSession, signIn, db } = await cancellationSetUp({ as: null });
    expect(
      refusalOf(await post(CARE.options, { subscriptionId: STREAMING.subscriptionId })),
    ).toEqual({ status: 401, code: 'UNAUTHENTICATED_CUSTOMER' });
    await newSession();
    await signIn(SATELLITE);
    expect(refusalOf(await cancel({ subscriptionId: STREAMING.subscriptionId }))).toEqual({
      status: 404,
      code: 'SUBSCRIPTION_NOT_FOUND',
    });
    expect(await db.select().from(subscriptionCancellations)).toEqual([]);
  });

  it('needs the Idempotency-Key of its inAuthId', async () => {
    const { post } = await cancellationSetUp();
    const body = {
      subscriptionId: STREAMING.subscriptionId,
      inAuthId: 'OAC-no-key-0001',
      reasonCode: 'EXPENSIVE',
    };
    expect(refusalOf(await post(CARE.cancel, body)).status).toBe(400);
  });
});
