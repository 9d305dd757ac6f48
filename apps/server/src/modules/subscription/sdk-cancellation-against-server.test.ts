import {
  createEligibilityClient,
  createIdentityClient,
  createOrdersClient,
  createSubscriptionsClient,
  isServiceError,
  type OrbitSdk,
} from '@orbit/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CANCELLATION_ACCOUNTS } from '../../db/seed/cancellation-accounts.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../testing/sdk-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

/** The demo streaming plan cancelled and kept through the SDK alone, over real HTTP. */
let sdk: OrbitSdk | undefined;
afterEach(() => sdk?.dispose());

const { streaming } = DEMO_CANCELLATION_ACCOUNTS;

describe('cancel and keep through the SDK against the server', () => {
  it('quotes and confirms a cancellation, then takes it back; anyone else is told 404', async () => {
    const testApp = await createTestApp({
      clock: createFakeClock(new Date('2026-04-01T09:00:00Z')),
      ownDatabase: true,
    });
    const origin = await listenOnLoopback(testApp);
    sdk = sdkOn(newSdkDevice(), origin, testApp);
    await sdk.loadConfig();
    await sdk.session.bootstrap();
    await createIdentityClient(sdk).signInWithPassword(streaming.handle, streaming.password);
    const orders = createOrdersClient(sdk);
    const subscriptions = createSubscriptionsClient(sdk);

    const save = await createEligibilityClient(sdk).saveOffers({
      subscription: streaming.subscriptionId,
      country: 'us',
    });
    expect(save.map((offer) => offer.id)).toEqual(['US_STREAM_PLAT_SAVE_3MO5_MO']);

    const quoted = await orders.createOrder({
      cancelSubscription: {
        subscriptionId: streaming.subscriptionId,
        cancellationType: 'END_OF_TERM',
        reasonCode: 'OTHER_STREAMING_SVCS',
      },
    });
    expect(quoted.cancellation).toEqual({
      cancellationType: 'END_OF_TERM',
      reasonCode: 'OTHER_STREAMING_SVCS',
      serviceEndsOn: '2026-04-10',
      refund: { amountMinor: 0, currency: 'USD' },
    });
    const key = 'sdk-cancel-0001';
    const confirmed = await orders.confirmOrder(quoted.id, { idempotencyKey: key });
    expect(confirmed.status).toBe('confirmed');
    expect(await orders.confirmOrder(quoted.id, { idempotencyKey: key })).toEqual(confirmed);
    expect(await subscriptions.getSubscription(streaming.subscriptionId)).toMatchObject({
      state: 'pending_cancellation',
      expires: '2026-04-10T00:00:00.000Z',
    });

    const revoke = await orders.createOrder({
      revokeSubscriptionCancellation: { subscriptionId: streaming.subscriptionId },
    });
    expect((await orders.confirmOrder(revoke.id)).status).toBe('confirmed');
    expect(await subscriptions.getSubscription(streaming.subscriptionId)).toMatchObject({
      state: 'active',
      expires: null,
    });

    const refused = await orders
      .createOrder({
        revokeSubscriptionCancellation: { subscriptionId: 'sub_seed_cancel_satellite' },
      })
      .catch((error: unknown) => error);
    expect(isServiceError(refused) && refused.code).toBe('SUBSCRIPTION_NOT_FOUND');
  });
});
