import { orderSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { sandboxGatewayRefunds, subscriptionCancellations } from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import { countingGateway } from '../../../platform/payments/counting-gateway.testing.ts';
import { ORBIT_OWNER } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { expectOneWinner, outcomesOf } from '../../../testing/race-outcomes.ts';
import { CARE, cancellationSetUp } from './cancellation.testing.ts';

const OWNER = { handle: ORBIT_OWNER.username, password: ORBIT_OWNER.password };

/** orbitowner1 with a streaming plan bought today (so a cancellation refunds), on a gateway that holds refunds. */
async function ownerWithNewPlan() {
  let counting: ReturnType<typeof countingGateway> | undefined;
  const testApp = await cancellationSetUp({
    as: OWNER,
    clock: createFakeClock(new Date('2026-04-01T09:00:00Z')),
    gateway: (sandbox) => {
      counting = countingGateway(sandbox);
      return counting.gateway;
    },
  });
  if (!counting) throw new Error('no gateway');
  const owner = await testApp.serviceCaller(DEMO_IDENTITIES.accountHolder.id);
  const { subscriptionId } = await owner.buyStreaming();
  return { ...testApp, owner, subscriptionId, gateway: counting };
}

describe('cancellations racing on one subscription', () => {
  it('two cancels at once: one cancellation, one refund, the other told to wait', async () => {
    const { cancel, subscriptionId, gateway, db } = await ownerWithNewPlan();
    const gate = gateway.holdRefundParts(2);
    const answers = await Promise.all(
      ['first', 'second'].map(() => cancel({ subscriptionId }).finally(() => gate.settled())),
    );
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS']);
    expect(gateway.partialRefunds).toHaveLength(1);
    expect(await db.select().from(subscriptionCancellations)).toHaveLength(1);
    expect(await db.select().from(sandboxGatewayRefunds)).toHaveLength(1);
    // Asked again once the first is done: the same cancellation, nothing refunded again.
    const again = await cancel({ subscriptionId });
    expect(again.statusCode, again.body).toBe(200);
    expect(gateway.partialRefunds).toHaveLength(1);
  });

  it('a cancel order confirmed while "Keep my subscription" is pressed: one of them, never both', async () => {
    const { owner, post, subscriptionId, gateway, db } = await ownerWithNewPlan();
    const created = await owner.create({
      cancelSubscription: {
        subscriptionId,
        cancellationType: 'IMMEDIATE',
        reasonCode: 'OTHER',
        otherReasonText: 'Too many ads',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = orderSchema.parse(created.json());
    const gate = gateway.holdRefundParts(2);
    const answers = await Promise.all([
      owner.confirm(order.id).finally(() => gate.settled()),
      post(CARE.revoke, { subscriptionId }).finally(() => gate.settled()),
    ]);
    // Keep has nothing to keep before the confirmation cancels, and is refused while it is held.
    const [confirmed, revoked] = outcomesOf(answers);
    expect(['409 PAYMENT_IN_PROGRESS', '409 NO_PENDING_CANCELLATION']).toContain(revoked);
    if (confirmed !== 'ok') {
      // Keep held the subscription first (each statement is answered asynchronously, on
      // PostgreSQL as on PGlite's own thread, so either request may get there first): the
      // confirmation was refused before it refunded anything, and goes through when sent again.
      expect([confirmed, revoked]).toEqual([
        '409 PAYMENT_IN_PROGRESS',
        '409 NO_PENDING_CANCELLATION',
      ]);
      expect(gateway.partialRefunds).toHaveLength(0);
      expect(await db.select().from(subscriptionCancellations)).toHaveLength(0);
      const again = await owner.confirm(order.id);
      expect(again.statusCode, again.body).toBe(200);
    }
    expect(gateway.partialRefunds).toHaveLength(1);
    const [record] = await db.select().from(subscriptionCancellations);
    expect(record).toMatchObject({
      orderId: order.id,
      revokedAt: null,
      otherReasonText: 'Too many ads',
    });
  });
});
