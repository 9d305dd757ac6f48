import {
  createBillingClient,
  createEligibilityClient,
  createIdentityClient,
  createOrdersClient,
  createSubscriptionsClient,
  isServiceError,
  type OrbitSdk,
} from '@orbit/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { freshClock } from '../../testing/identities.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../testing/sdk-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** One customer's SDK cannot reach another's orders, billing or subscriptions (no BOLA). */
const started: OrbitSdk[] = [];
afterEach(() => {
  for (const sdk of started.splice(0)) sdk.dispose();
});

async function customerOn(
  testApp: TestApp,
  origin: string,
  who?: { handle: string; password: string },
) {
  const sdk = sdkOn(newSdkDevice(), origin, testApp);
  started.push(sdk);
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  if (who) await createIdentityClient(sdk).signInWithPassword(who.handle, who.password);
  return {
    orders: createOrdersClient(sdk),
    billing: createBillingClient(sdk),
    subscriptions: createSubscriptionsClient(sdk),
    eligibility: createEligibilityClient(sdk),
  };
}

/** The refusal as status and code, to compare a stranger's id with an id that does not exist. */
async function refusal(call: Promise<unknown>): Promise<[number, string, string | null]> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isServiceError(error)) throw new Error(`expected a service error, got ${String(error)}`);
  return [error.status, error.code, error.notFoundResourceType];
}

describe('commerce ownership through the SDK against the server', () => {
  it('answers a second customer 404 for the first one’s order, profile, card and subscription', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const origin = await listenOnLoopback(testApp);
    const owner = await customerOn(testApp, origin, DEMO_IDENTITIES.accountHolder);
    const other = await customerOn(testApp, origin, DEMO_IDENTITIES.listener);

    const bought = await owner.orders.createOrder({
      newSubscription: { offerId: 'US_STREAM_PLAT_MO' },
    });
    const confirmed = await owner.orders.confirmOrder(bought.id, { idempotencyKey: 'txn-owner-1' });
    const pending = await owner.orders.createOrder({
      newSubscription: { offerId: 'US_STREAM_ESS_MO' },
    });
    const profile = await owner.billing.defaultBillingProfile();
    const [card] = await owner.billing.listPaymentMethods();
    const cardId = card?.id ?? '';
    const subscriptionId = confirmed.subscriptionId ?? '';
    expect(cardId).toMatch(/^pm_/);
    expect(subscriptionId).toMatch(/^sub_/);

    // A stranger's id answers exactly as an id that does not exist.
    const noOrder = await refusal(other.orders.getOrder('ord_00000000000000000000000000000000'));
    expect(noOrder.slice(0, 2)).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(await refusal(other.orders.getOrder(bought.id))).toEqual(noOrder);
    expect(
      await refusal(other.orders.confirmOrder(pending.id, { idempotencyKey: 'txn-stranger-1' })),
    ).toEqual(noOrder);
    const noProfile = await refusal(other.billing.getBillingProfile('bp_does_not_exist'));
    expect(noProfile.slice(0, 2)).toEqual([404, 'BILLING_PROFILE_NOT_FOUND']);
    expect(await refusal(other.billing.getBillingProfile(profile.id))).toEqual(noProfile);
    const rename = { firstAndLastName: { firstName: 'Mal', lastName: 'Lory' } };
    expect(
      await refusal(other.billing.updateBillingProfile(profile.id, { billingProfileName: rename })),
    ).toEqual(noProfile);
    const noCard = await refusal(other.billing.getPaymentMethod('pm_does_not_exist'));
    expect(noCard.slice(0, 2)).toEqual([404, 'PAYMENT_METHOD_NOT_FOUND']);
    expect(await refusal(other.billing.getPaymentMethod(cardId))).toEqual(noCard);
    expect(await refusal(other.billing.setDefaultPaymentMethod(cardId))).toEqual(noCard);
    const noSubscription = await refusal(other.subscriptions.getSubscription('sub_does_not_exist'));
    expect(noSubscription).toEqual([404, 'SUBSCRIPTION_NOT_FOUND', 'subscription']);
    expect(await refusal(other.subscriptions.getSubscription(subscriptionId))).toEqual(
      noSubscription,
    );
    expect(await refusal(other.eligibility.changeOffers({ subscription: subscriptionId }))).toEqual(
      noSubscription,
    );
    // The listener has a streaming subscription of its own; none of the owner's shows among its things.
    const theirs = (await other.subscriptions.listSubscriptions()).map((s) => s.id);
    expect(theirs).not.toContain(subscriptionId);
    expect((await other.billing.listPaymentMethods()).map((m) => m.id)).not.toContain(cardId);

    // Nothing the stranger tried changed the owner's things.
    await expect(owner.orders.getOrder(pending.id)).resolves.toMatchObject({ status: 'quoted' });
    await expect(owner.billing.getBillingProfile(profile.id)).resolves.toEqual(profile);
    await expect(owner.subscriptions.getSubscription(subscriptionId)).resolves.toMatchObject({
      id: subscriptionId,
    });
  });

  it('refuses anonymous sessions the signed-in calls (403), not the eligibility ones', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const origin = await listenOnLoopback(testApp);
    const visitor = await customerOn(testApp, origin);
    // One call at a time: a refusal made before its handler is attached would go unhandled.
    for (const call of [
      () => visitor.orders.createOrder({ newSubscription: { offerId: 'US_STREAM_PLAT_MO' } }),
      () => visitor.orders.getOrder('ord_00000000000000000000000000000000'),
      () => visitor.billing.defaultBillingProfile(),
      () => visitor.billing.listPaymentMethods(),
      () => visitor.subscriptions.listSubscriptions(),
    ]) {
      expect((await refusal(call()))[0]).toBe(403);
    }
    await expect(
      visitor.eligibility.newOffers({ country: 'us', serviceType: 'streaming' }),
    ).resolves.not.toHaveLength(0);
  });
});
