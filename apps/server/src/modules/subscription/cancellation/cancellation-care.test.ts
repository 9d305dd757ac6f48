import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  careUseCases,
  outboxMessages,
  subscriptionCancellations,
  subscriptions,
} from '../../../db/schema/index.ts';
import { CARE, cancellationSetUp, dataOf, SATELLITE, STREAMING } from './cancellation.testing.ts';

// freshClock() days start on 2026-04-01: the streaming plan (billed on the 10th) is in its term
// 2026-03-10 → 2026-04-10, the satellite plan (the 5th) in 2026-03-05 → 2026-04-05.

describe('the cancel flow’s care calls, signed in as the owner', () => {
  it('shows the options and what cancelling would mean', async () => {
    const { post } = await cancellationSetUp();
    const options = dataOf(await post(CARE.options, { subscriptionId: STREAMING.subscriptionId }));
    expect(options).toMatchObject({
      options: ['CHANGE_PLAN', 'CHANGE_TERM', 'CANCEL_SUBSCRIPTION'],
      cancelSubscriptionOptionInfo: {
        showViewOffer: true,
        showTransferRadio: false,
        showCancelOnline: true,
        showCancelViaChat: true,
        triggeredRuleId: 1,
      },
      currentPlan: {
        subscriptionId: STREAMING.subscriptionId,
        planCode: 'US_STREAM_PLAT_MO',
        serviceType: 'streaming',
        phase: 'fullPrice',
        termMonths: 1,
        price: { amountMinor: 1499, currency: 'USD' },
        isCancelledAtEndOfCurrentTerm: false,
      },
      cancellation: {
        cancellationType: 'END_OF_TERM',
        refund: { amountMinor: 0, currency: 'USD' },
        refundedDays: 0,
        isTrial: false,
      },
    });
    const preview = options.cancellation as { serviceEndsOn: string };
    expect((options.currentPlan as { currentTermEndsOn: string }).currentTermEndsOn).toBe(
      preview.serviceEndsOn,
    );
  });

  it('offers one retention offer for the price, none for a technical problem', async () => {
    const { post } = await cancellationSetUp({ as: SATELLITE });
    const price = dataOf(
      await post(CARE.offer, {
        subscriptionId: SATELLITE.subscriptionId,
        cancelReason: 'EXPENSIVE',
      }),
    );
    expect(price.offer).toMatchObject({ planCode: 'US_SAT_AA_SAVE_6MO10_MO' });
    const technical = dataOf(
      await post(CARE.offer, {
        subscriptionId: SATELLITE.subscriptionId,
        cancelReason: 'TECHNICAL_ISSUES',
      }),
    );
    expect(technical.offer).toBeNull();
  });

  it('cancels at the end of the term, answers a repeat the same, and keeps it on revoke', async () => {
    const { post, cancel, db } = await cancellationSetUp();
    const first = dataOf(
      await cancel({
        subscriptionId: STREAMING.subscriptionId,
        reasonCode: 'OTHER',
        otherReasonText: 'Moving abroad, card 4242 4242 4242 4242 expired',
      }),
    );
    expect(first).toMatchObject({
      subscriptionId: STREAMING.subscriptionId,
      cancellationType: 'END_OF_TERM',
      serviceEndsOn: '2026-04-10',
      refund: { amountMinor: 0, currency: 'USD' },
      refundArrivesBy: null,
      isTrial: false,
    });
    expect(first.confirmationNumber).toMatch(/^CXL-\d{5}-\d{5}$/);
    const again = dataOf(await cancel({ subscriptionId: STREAMING.subscriptionId }));
    expect(again).toEqual(first);

    const [row] = await db
      .select()
      .from(subscriptionCancellations)
      .where(eq(subscriptionCancellations.subscriptionId, STREAMING.subscriptionId));
    expect(row?.otherReasonText).toBe('Moving abroad, card [card ending 4242] expired');
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, STREAMING.handle));
    expect(mail.map((message) => message.template)).toEqual(['cancellation-confirmation']);
    expect(mail[0]?.bodyText).toContain(String(first.confirmationNumber));

    const pending = dataOf(await post(CARE.options, { subscriptionId: STREAMING.subscriptionId }));
    expect(pending.cancellation).toBeNull();
    expect(pending.currentPlan).toMatchObject({ isCancelledAtEndOfCurrentTerm: true });

    const kept = dataOf(await post(CARE.revoke, { subscriptionId: STREAMING.subscriptionId }));
    expect(kept).toEqual({ subscriptionId: STREAMING.subscriptionId, renewsOn: '2026-04-10' });
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, STREAMING.subscriptionId));
    expect(subscription).toMatchObject({
      commerceState: 'active',
      endsAt: null,
      cancelledAt: null,
    });
  });

  it('keeps the page’s use case with the care session', async () => {
    const { post, db } = await cancellationSetUp();
    expect(dataOf(await post(CARE.useCase, { useCase: 'ONLINE_CANCELLATION' }))).toEqual({
      useCase: 'ONLINE_CANCELLATION',
    });
    expect((await db.select().from(careUseCases)).map((row) => row.useCase)).toEqual([
      'ONLINE_CANCELLATION',
    ]);
  });
});
