import {
  createEligibilityClient,
  createIdentityClient,
  createOrdersClient,
  isServiceError,
  type OrbitSdk,
} from '@orbit/sdk';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxGatewayCharges, subscriptions } from '../../../db/schema/index.ts';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../../testing/sdk-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { redateSubscription } from './plan-change.testing.ts';

/** A plan switch through the SDK alone (order/v1 and eligibility/v1), over real HTTP. */
const started: OrbitSdk[] = [];
afterEach(() => {
  for (const sdk of started.splice(0)) sdk.dispose();
});

const { texas, promo } = PLAN_CHANGERS;

async function customerOn(
  testApp: TestApp,
  origin: string,
  who: { handle: string; password: string },
) {
  const sdk = sdkOn(newSdkDevice(), origin, testApp);
  started.push(sdk);
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  await createIdentityClient(sdk).signInWithPassword(who.handle, who.password);
  return { orders: createOrdersClient(sdk), eligibility: createEligibilityClient(sdk) };
}

describe('a plan switch through the SDK against the server', () => {
  it('lists the plans, quotes the switch, confirms it once with the preview charged', async () => {
    const clock = createFakeClock(new Date('2026-11-25T15:00:00Z'));
    const testApp = await createTestApp({ clock, ownDatabase: true });
    await redateSubscription(
      testApp.db,
      texas,
      {
        planCode: 'US_SAT_AA_MO',
        packageId: 'SXM_ALL_ACCESS',
        phases: [
          { phase: 'fullPrice', planType: 'SELF_PAY', startsAt: '2026-05-15', priceMinor: 2299 },
        ],
      },
      '2026-11-25T15:00:00Z',
    );
    const origin = await listenOnLoopback(testApp);
    const { orders, eligibility } = await customerOn(testApp, origin, texas);

    const plans = await eligibility.changeOffers({ subscription: texas.subscriptionId });
    expect(plans.map((offer) => offer.id)).toContain('US_SAT_PLAT_MO');

    const quoted = await orders.createOrder({
      planSwitch: {
        subscriptionId: texas.subscriptionId,
        offerId: 'US_SAT_PLAT_MO',
        flow: 'CHANGE_PLAN',
      },
    });
    expect(quoted).toMatchObject({
      kind: 'planSwitch',
      status: 'quoted',
      planSwitch: { fromOfferId: 'US_SAT_AA_MO', timing: 'NOW', effectiveOn: '2026-11-25' },
    });
    const total = quoted.charges.oneTimeCharge?.total.amountMinor ?? 0;
    expect(total).toBeGreaterThan(0);

    // Another customer cannot confirm it: the same 404 as an order that does not exist.
    const stranger = await customerOn(testApp, origin, promo);
    const refused = await stranger.orders.confirmOrder(quoted.id).catch((error: unknown) => error);
    expect(isServiceError(refused) && [refused.status, refused.code]).toEqual([
      404,
      'ORDER_NOT_FOUND',
    ]);

    const key = 'txn-sdk-plan-switch-0001';
    const confirmed = await orders.confirmOrder(quoted.id, { idempotencyKey: key });
    expect(confirmed).toMatchObject({ id: quoted.id, status: 'confirmed', kind: 'planSwitch' });
    expect(await orders.confirmOrder(quoted.id, { idempotencyKey: key })).toEqual(confirmed);
    expect(await orders.getOrder(quoted.id)).toMatchObject({ status: 'confirmed' });

    const charges = await testApp.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, quoted.id));
    expect(charges.map((charge) => charge.amountMinor)).toEqual([total]);
    const [row] = await testApp.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, texas.subscriptionId));
    expect(row?.planCode).toBe('US_SAT_PLAT_MO');
  });
});
