import { billingProfileSchema, paymentMethodListSchema, paymentMethodSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, subscriberAccounts } from '../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import { freshClock } from '../../testing/identities.ts';
import { bearer, signIn, startAnonymousSession } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

async function setUp(identityId: string = DEMO_IDENTITIES.accountHolder.id) {
  const testApp = await createTestApp({ clock: freshClock() });
  const { session } = await signIn(testApp, identityId);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(session),
      ...(payload ? { payload } : {}),
    });
  return { ...testApp, call };
}

describe('billing profiles', () => {
  it('shows the owner its profile: name, taxed service address, subscriptions billed', async () => {
    const { call } = await setUp();
    const response = await call('GET', '/billing/v1/billing-profile/default');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const profile = billingProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      id: 'bp_seed_10000001',
      defaultPaymentMethodId: 'pm_seed_10000001_visa',
      billingProfileName: { firstAndLastName: { firstName: 'Jordan', lastName: 'Rivera' } },
      serviceAddress: { state: 'TX', zipCode: '78701', country: 'US' },
      currency: 'USD',
    });
    expect(profile.status).toEqual({
      open: {
        activeDisputes: 0,
        serviceAddressStatus: 'valid',
        subscriptions: expect.arrayContaining(['sub_seed_active_0003', 'sub_seed_trial_0004']),
      },
    });
    const byId = await call('GET', '/billing/v1/billing-profiles/bp_seed_10000001');
    expect(byId.json()).toEqual(response.json());
  });

  it('opens an account with the first profile of a sign-in that has none', async () => {
    const { call, db } = await setUp(DEMO_IDENTITIES.listener.id);
    expectRefused(
      await call('GET', '/billing/v1/billing-profile/default'),
      404,
      'BILLING_PROFILE_NOT_FOUND',
    );
    const created = await call('POST', '/billing/v1/billing-profiles', {
      billingProfileName: { firstAndLastName: { firstName: 'Lee', lastName: 'Park' } },
      serviceAddress: { state: 'ny', zipCode: '10022', country: 'usa' },
    });
    expect(created.statusCode).toBe(201);
    const profile = billingProfileSchema.parse(created.json());
    expect(profile.serviceAddress).toEqual({ state: 'NY', zipCode: '10022', country: 'US' });
    const [identity] = await db
      .select()
      .from(identities)
      .where(eq(identities.id, DEMO_IDENTITIES.listener.id));
    expect(identity?.accountNumber).toMatch(/^[1-9]\d{7}$/);
    const [account] = await db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, identity?.accountNumber ?? ''));
    expect(account).toMatchObject({ ownerIdentityId: DEMO_IDENTITIES.listener.id, country: 'us' });
    expect((await call('GET', '/billing/v1/billing-profile/default')).json().id).toBe(profile.id);
    const again = await call('POST', '/billing/v1/billing-profiles', {
      billingProfileName: { firstAndLastName: { firstName: 'Lee', lastName: 'Park' } },
      serviceAddress: { state: 'NY', zipCode: '10022', country: 'US' },
    });
    expectRefused(again, 400, 'INVALID_PAYLOAD');
  });

  it('refuses a state of another country and a zip of the wrong shape', async () => {
    const { call } = await setUp(DEMO_IDENTITIES.listener.id);
    const name = { firstAndLastName: { firstName: 'Lee', lastName: 'Park' } };
    const state = await call('POST', '/billing/v1/billing-profiles', {
      billingProfileName: name,
      serviceAddress: { state: 'QC', zipCode: '10022', country: 'US' },
    });
    expect(expectRefused(state, 400, 'INVALID_PAYLOAD').invalidFields[0]?.fieldName).toBe(
      'serviceAddress.state',
    );
    const zip = await call('POST', '/billing/v1/billing-profiles', {
      billingProfileName: name,
      serviceAddress: { state: 'QC', zipCode: '10022', country: 'CA' },
    });
    expect(expectRefused(zip, 400, 'INVALID_PAYLOAD').invalidFields[0]?.fieldName).toBe(
      'serviceAddress.zipCode',
    );
  });

  it('changes the name freely, the service address only within its postal code', async () => {
    const { call } = await setUp();
    const url = '/billing/v1/billing-profiles/bp_seed_10000001';
    const renamed = await call('PATCH', url, {
      billingProfileName: { firstAndLastName: { firstName: 'Jordy', lastName: 'Rivera' } },
    });
    expect(renamed.json().billingProfileName.firstAndLastName.firstName).toBe('Jordy');
    const moved = await call('PATCH', url, {
      serviceAddress: { state: 'TX', zipCode: '75201', country: 'US' },
    });
    expectRefused(moved, 400, 'INVALID_PAYLOAD');
    const same = await call('PATCH', url, {
      serviceAddress: { state: 'TX', zipCode: ' 78701 ', country: 'US' },
    });
    expect(same.statusCode).toBe(200);
    expectRefused(await call('PATCH', url, {}), 400, 'INVALID_PAYLOAD');
  });

  it('refuses anonymous sessions', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const { session } = await startAnonymousSession(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/billing/v1/billing-profile/default',
      headers: bearer(session),
    });
    expectRefused(response, 403, 'FORBIDDEN');
    const none = await testApp.app.inject({ method: 'GET', url: '/billing/v1/payment-methods' });
    expectRefused(none, 401, 'UNAUTHENTICATED');
  });
});

describe('payment methods', () => {
  it('lists the owner’s cards and keeps a new one from its token, once', async () => {
    const { app, call } = await setUp();
    const listing = await call('GET', '/billing/v1/payment-methods');
    if (listing.statusCode !== 200) throw new Error(listing.body);
    const listed = paymentMethodListSchema.parse(
      (await call('GET', '/billing/v1/payment-methods')).json(),
    );
    expect(listed.paymentMethods).toEqual([
      expect.objectContaining({
        id: 'pm_seed_10000001_visa',
        isDefault: true,
        card: expect.objectContaining({ brand: 'visa', last4: '4242', prepaid: false }),
      }),
    ]);

    const token = await tokenizeCard(app, '5555555555554444', { expMonth: 4, expYear: 2029 });
    const created = await call('POST', '/billing/v1/payment-methods', {
      cardToken: token,
      nameOnCard: 'Jordan Rivera',
    });
    expect(created.statusCode).toBe(201);
    const method = paymentMethodSchema.parse(created.json());
    expect(method).toMatchObject({
      billingProfileId: 'bp_seed_10000001',
      isDefault: false,
      status: 'active',
      card: {
        brand: 'mastercard',
        last4: '4444',
        expiryDate: { year: 2029, month: 4 },
        wallet: { applePay: false },
      },
    });
    expectRefused(
      await call('POST', '/billing/v1/payment-methods', { cardToken: token }),
      400,
      'CARD_TOKEN_INVALID',
    );
    expectRefused(
      await call('POST', '/billing/v1/payment-methods', { cardToken: 'ctok_forged' }),
      400,
      'CARD_TOKEN_INVALID',
    );

    const made = await call('PUT', `/billing/v1/payment-methods/${method.id}/default`);
    expect(made.json().isDefault).toBe(true);
    expect((await call('GET', `/billing/v1/payment-methods/${method.id}`)).json().isDefault).toBe(
      true,
    );
    const profile = await call('GET', '/billing/v1/billing-profile/default');
    expect(profile.json().defaultPaymentMethodId).toBe(method.id);
  });

  it('marks a prepaid card, and calls a lapsed card expired', async () => {
    const { app, call, clock, db } = await setUp();
    const token = await tokenizeCard(app, '5105105105105100', { expMonth: 4, expYear: 2026 });
    const method = paymentMethodSchema.parse(
      (await call('POST', '/billing/v1/payment-methods', { cardToken: token })).json(),
    );
    expect(method.card.prepaid).toBe(true);
    clock.set(new Date('2026-05-02T00:00:00Z'));
    // A month later the access token is long gone: sign in again.
    const { session } = await signIn({ app, db, clock }, DEMO_IDENTITIES.accountHolder.id);
    const later = await app.inject({
      method: 'GET',
      url: `/billing/v1/payment-methods/${method.id}`,
      headers: bearer(session),
    });
    expect(later.json().status).toBe('expired');
    const refused = await app.inject({
      method: 'PUT',
      url: `/billing/v1/payment-methods/${method.id}/default`,
      headers: bearer(session),
    });
    expectRefused(refused, 400, 'NO_CARD_ON_ACCOUNT');
  });
});
