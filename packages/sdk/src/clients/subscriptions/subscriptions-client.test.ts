import type { CommerceSubscription } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { FakeService } from '../../testing/fake-service.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import { createSubscriptionsClient } from './index.ts';

const phase = {
  type: 'fullPrice' as const,
  planType: 'SELF_PAY',
  offerId: 'US_STREAM_PLAT_MO',
  billingPeriod: 'months' as const,
  billingPeriodCount: 1,
  started: '2026-11-21T12:00:00.000Z',
  ends: null,
  price: { amountMinor: 1499, currency: 'USD' as const },
  isPrepaid: false,
};

const subscription: CommerceSubscription = {
  id: 'sub_1',
  state: 'active',
  source: 'order',
  offerId: 'US_STREAM_PLAT_MO',
  currentPhase: phase,
  offers: { active: ['US_STREAM_PLAT_MO'], pending: [] },
  offerPhases: [phase],
  started: '2026-11-21T12:00:00.000Z',
  ends: null,
  terminated: null,
  expires: null,
  beneficiaries: [{ identityId: 'idn_1' }],
  billingProfileId: 'bp_1',
  serviceType: 'streaming',
  radioIdLastFour: null,
};

describe('subscriptions client', () => {
  it('lists the caller’s subscriptions and reads one', async () => {
    const { sdk, service } = createTestSdk(new FakeService());
    const subscriptions = createSubscriptionsClient(sdk);
    service.on('GET /subscription/v1/subscriptions', {
      status: 200,
      body: { subscriptions: [subscription] },
    });
    service.on('GET /subscription/v1/subscriptions/sub_1', { status: 200, body: subscription });
    await expect(subscriptions.listSubscriptions()).resolves.toEqual([subscription]);
    await expect(subscriptions.getSubscription('sub_1')).resolves.toEqual(subscription);
  });

  it('keeps SUBSCRIPTION_NOT_FOUND and refuses an unknown state', async () => {
    const { sdk, service } = createTestSdk(new FakeService());
    const subscriptions = createSubscriptionsClient(sdk);
    service.on('GET /subscription/v1/subscriptions/sub_x', {
      status: 404,
      body: {
        code: 'SUBSCRIPTION_NOT_FOUND',
        description: 'x',
        notFoundResourceType: 'subscription',
      },
    });
    await expect(subscriptions.getSubscription('sub_x')).rejects.toMatchObject({
      kind: 'service',
      code: 'SUBSCRIPTION_NOT_FOUND',
      notFoundResourceType: 'subscription',
    });
    service.on('GET /subscription/v1/subscriptions', {
      status: 200,
      body: { subscriptions: [{ ...subscription, state: 'paused' }] },
    });
    await expect(subscriptions.listSubscriptions()).rejects.toMatchObject({ kind: 'generic' });
  });
});
