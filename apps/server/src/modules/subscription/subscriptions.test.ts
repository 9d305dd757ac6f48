import { commerceSubscriptionListSchema, commerceSubscriptionSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import { freshClock } from '../../testing/identities.ts';
import { bearer, signIn, startAnonymousSession } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

async function callerOf(identityId: string) {
  const testApp = await createTestApp({ clock: freshClock() });
  const { session } = await signIn(testApp, identityId);
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(session) });
  return { ...testApp, get };
}

describe('subscription/v1/subscriptions', () => {
  it('lists the owner’s subscriptions with their phases and the one running', async () => {
    const { get } = await callerOf(DEMO_IDENTITIES.accountHolder.id);
    const response = await get('/subscription/v1/subscriptions');
    expect(response.statusCode).toBe(200);
    const { subscriptions } = commerceSubscriptionListSchema.parse(response.json());
    expect(subscriptions.map((s) => s.id).sort()).toEqual([
      'sub_seed_active_0003',
      'sub_seed_trial_0004',
    ]);
    const trial = subscriptions.find((s) => s.id === 'sub_seed_trial_0004');
    expect(trial).toMatchObject({
      state: 'active',
      source: 'internal',
      offerId: 'US_SAT_AA_TRIAL_12MO',
      serviceType: 'satellite',
      radioIdLastFour: '0004',
      billingProfileId: 'bp_seed_10000001',
      currentPhase: {
        type: 'trial',
        planType: 'TRIAL',
        billingPeriod: 'years',
        billingPeriodCount: 1,
      },
      offers: { active: ['US_SAT_AA_TRIAL_12MO'], pending: ['US_SAT_AA_TRIAL_12MO'] },
    });
    expect(trial?.offerPhases.map((phase) => phase.type)).toEqual(['trial', 'fullPrice']);
    const one = await get('/subscription/v1/subscriptions/sub_seed_trial_0004');
    expect(commerceSubscriptionSchema.parse(one.json())).toEqual(trial);
  });

  it('shows a listener the streaming subscription it signs in to, and nothing else', async () => {
    const { get } = await callerOf(DEMO_IDENTITIES.listener.id);
    const { subscriptions } = commerceSubscriptionListSchema.parse(
      (await get('/subscription/v1/subscriptions')).json(),
    );
    expect(subscriptions.map((s) => [s.id, s.beneficiaries])).toEqual([
      ['sub_seed_streaming_0006', [{ identityId: DEMO_IDENTITIES.listener.id }]],
    ]);
    expectRefused(
      await get('/subscription/v1/subscriptions/sub_seed_active_0003'),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    expectRefused(
      await get('/subscription/v1/subscriptions/sub_nothing'),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
  });

  it('refuses anonymous sessions', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const { session } = await startAnonymousSession(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/subscription/v1/subscriptions',
      headers: bearer(session),
    });
    expectRefused(response, 403, 'FORBIDDEN');
  });
});
