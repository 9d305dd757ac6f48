import { orderSchema, prorateByDays } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  outboxMessages,
  payments,
  sandboxGatewayRefunds,
  subscriptionCancellations,
  subscriptions,
} from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import { expectRefused } from '../../../testing/expect-refused.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { CARE, cancellationSetUp, dataOf, SATELLITE, STREAMING } from './cancellation.testing.ts';

const OWNER = DEMO_IDENTITIES.accountHolder;
const DAY_SECONDS = 86_400;
const april = () => createFakeClock(new Date('2026-04-01T09:00:00Z'));

const orderOf = (response: { statusCode: number; body: string; json(): unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return orderSchema.parse(response.json());
};

describe('order/v1 cancelSubscription and revokeSubscriptionCancellation', () => {
  it('cancels a plan bought 3 days ago now, refunding its 27 unused days of 30 exactly, once', async () => {
    const testApp = await cancellationSetUp({ clock: april(), as: null });
    const bought = await (await testApp.serviceCaller(OWNER.id)).buyStreaming();
    const charged = bought.charged.oneTimeCharge?.total;
    expect(charged?.amountMinor).toBeGreaterThan(0);
    testApp.clock.advanceSeconds(3 * DAY_SECONDS);
    // A new sign-in: the first one's access token has expired meanwhile.
    const owner = await testApp.serviceCaller(OWNER.id);

    const quoted = orderOf(
      await owner.create({
        cancelSubscription: {
          subscriptionId: bought.subscriptionId,
          cancellationType: 'IMMEDIATE',
          reasonCode: 'EXPENSIVE',
        },
      }),
      201,
    );
    const refund = prorateByDays(charged?.amountMinor ?? 0, 27, 30);
    expect(quoted).toMatchObject({
      kind: 'cancelSubscription',
      status: 'quoted',
      subscriptionId: bought.subscriptionId,
      cancellation: {
        cancellationType: 'IMMEDIATE',
        reasonCode: 'EXPENSIVE',
        serviceEndsOn: '2026-04-04',
        refund: { amountMinor: refund, currency: 'USD' },
      },
      charges: { oneTimeCharge: { total: { amountMinor: -refund, currency: 'USD' } } },
    });

    const key = 'confirm-cancel-once';
    const confirmed = orderOf(await owner.confirm(quoted.id, key));
    expect(confirmed).toMatchObject({ status: 'confirmed', cancellation: quoted.cancellation });
    expect((await owner.confirm(quoted.id, key)).body).toBe(JSON.stringify(confirmed));
    expectRefused(await owner.confirm(quoted.id), 409, 'ORDER_ALREADY_CONFIRMED');

    const { db } = testApp;
    const refunds = await db.select().from(sandboxGatewayRefunds);
    expect(refunds.map((row) => row.amountMinor)).toEqual([refund]);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, bought.subscriptionId));
    expect(subscription).toMatchObject({ status: 'Closed', commerceState: 'closed' });
    const refundLines = await db.select().from(payments).where(eq(payments.entryType, 'refund'));
    expect(refundLines.map((row) => row.amountMinor)).toEqual([refund]);
    const [record] = await db.select().from(subscriptionCancellations);
    // 2026-04-04 is a Saturday: five business days later is Friday 2026-04-10.
    expect(record).toMatchObject({ orderId: quoted.id, refundArrivesBy: '2026-04-10' });
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'cancellation-confirmation'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.bodyText).toContain('April 10, 2026');
  });

  it('cancels at the end of the term, then keeps the subscription through a revoke order', async () => {
    const testApp = await cancellationSetUp({ clock: april(), as: null });
    const robin = await testApp.serviceCaller(STREAMING.identityId);
    const quoted = orderOf(
      await robin.create({
        cancelSubscription: {
          subscriptionId: STREAMING.subscriptionId,
          cancellationType: 'END_OF_TERM',
          reasonCode: 'DONT_LISTEN',
        },
      }),
      201,
    );
    expect(quoted.cancellation).toEqual({
      cancellationType: 'END_OF_TERM',
      reasonCode: 'DONT_LISTEN',
      serviceEndsOn: '2026-04-10',
      refund: { amountMinor: 0, currency: 'USD' },
    });
    expect(quoted.charges.zeroCharge?.total.amountMinor).toBe(0);
    orderOf(await robin.confirm(quoted.id));
    expect(orderOf(await robin.call('GET', `/order/v1/orders/${quoted.id}`)).status).toBe(
      'confirmed',
    );

    const revoke = orderOf(
      await robin.create({
        revokeSubscriptionCancellation: { subscriptionId: STREAMING.subscriptionId },
      }),
      201,
    );
    expect(revoke).toMatchObject({ kind: 'revokeSubscriptionCancellation', cancellation: null });
    expect(orderOf(await robin.confirm(revoke.id)).status).toBe('confirmed');
    const [subscription] = await testApp.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, STREAMING.subscriptionId));
    expect(subscription).toMatchObject({ commerceState: 'active', endsAt: null });
    expectRefused(
      await robin.create({
        revokeSubscriptionCancellation: { subscriptionId: STREAMING.subscriptionId },
      }),
      409,
      'NO_PENDING_CANCELLATION',
    );
  });

  it('fails a quoted cancellation whose subscription changed before the confirm', async () => {
    const testApp = await cancellationSetUp({ clock: april(), as: STREAMING });
    const robin = await testApp.serviceCaller(STREAMING.identityId);
    const quoted = orderOf(
      await robin.create({
        cancelSubscription: {
          subscriptionId: STREAMING.subscriptionId,
          cancellationType: 'END_OF_TERM',
          reasonCode: 'EXPENSIVE',
        },
      }),
      201,
    );
    // Cancelled and kept on the care site meanwhile: the state is the same, the row moved on.
    dataOf(await testApp.cancel({ subscriptionId: STREAMING.subscriptionId }));
    dataOf(await testApp.post(CARE.revoke, { subscriptionId: STREAMING.subscriptionId }));
    expectRefused(await robin.confirm(quoted.id), 409, 'SUBSCRIPTION_CHANGED');
    const failed = orderOf(await robin.call('GET', `/order/v1/orders/${quoted.id}`));
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'SUBSCRIPTION_CHANGED' });
    const [subscription] = await testApp.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, STREAMING.subscriptionId));
    expect(subscription?.commerceState).toBe('active');
  });

  it('answers 404 for anyone else’s subscription and order', async () => {
    const testApp = await cancellationSetUp({ clock: april(), as: null });
    const robin = await testApp.serviceCaller(STREAMING.identityId);
    const sam = await testApp.serviceCaller(SATELLITE.identityId);
    const cancelOf = (subscriptionId: string) => ({
      cancelSubscription: {
        subscriptionId,
        cancellationType: 'END_OF_TERM',
        reasonCode: 'OTHER',
        otherReasonText: 'x',
      },
    });
    expectRefused(
      await sam.create(cancelOf(STREAMING.subscriptionId)),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    expectRefused(
      await sam.create({ revokeSubscriptionCancellation: { subscriptionId: 'sub_nothing' } }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    const quoted = orderOf(await robin.create(cancelOf(STREAMING.subscriptionId)), 201);
    expectRefused(await sam.call('GET', `/order/v1/orders/${quoted.id}`), 404, 'ORDER_NOT_FOUND');
    expectRefused(await sam.confirm(quoted.id), 404, 'ORDER_NOT_FOUND');
  });

  it('refuses an immediate cancellation past the cooling-off days', async () => {
    const testApp = await cancellationSetUp({ clock: april(), as: null });
    const robin = await testApp.serviceCaller(STREAMING.identityId);
    const refused = expectRefused(
      await robin.create({
        cancelSubscription: {
          subscriptionId: STREAMING.subscriptionId,
          cancellationType: 'IMMEDIATE',
          reasonCode: 'EXPENSIVE',
        },
      }),
      409,
      'SUBSCRIPTION_NOT_CHANGEABLE',
    );
    expect(refused.invalidFields).toEqual([
      { fieldName: 'cancellationType', errorCode: 'INVALID' },
    ]);
  });
});
