import { careErrorBodySchema, orderSchema, serviceErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingProfiles, orders } from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import { OWNER_CARD } from '../../../db/seed/subscriber-accounts.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { freshClock } from '../../../testing/identities.ts';
import { bearer, signIn } from '../../../testing/service-sessions.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { newAccountBody, newTransactionId } from './checkout.testing.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
type Ctx = { orderId: string; token: string };

/**
 * Every call that names a customer's resource, made by another signed-in customer: each must
 * answer as if the resource did not exist. Later endpoints join this table.
 */
const SERVICE_ENDPOINTS: {
  name: string;
  method: Method;
  url: (ctx: Ctx) => string;
  body?: (ctx: Ctx) => object;
  headers?: () => Record<string, string>;
  code: string;
}[] = [
  {
    name: 'read an order',
    method: 'GET',
    url: (c) => `/order/v1/orders/${c.orderId}`,
    code: 'ORDER_NOT_FOUND',
  },
  {
    name: 'confirm an order',
    method: 'PUT',
    url: (c) => `/order/v1/orders/${c.orderId}/confirm`,
    headers: () => ({ 'idempotency-key': newTransactionId() }),
    code: 'ORDER_NOT_FOUND',
  },
  {
    name: 'read a billing profile',
    method: 'GET',
    url: () => `/billing/v1/billing-profiles/${OWNER_CARD.billingProfileId}`,
    code: 'BILLING_PROFILE_NOT_FOUND',
  },
  {
    name: 'rename a billing profile',
    method: 'PATCH',
    url: () => `/billing/v1/billing-profiles/${OWNER_CARD.billingProfileId}`,
    body: () => ({
      billingProfileName: { firstAndLastName: { firstName: 'Mallory', lastName: 'X' } },
    }),
    code: 'BILLING_PROFILE_NOT_FOUND',
  },
  {
    name: 'add a card to a billing profile',
    method: 'POST',
    url: () => '/billing/v1/payment-methods',
    body: (c) => ({ billingProfileId: OWNER_CARD.billingProfileId, cardToken: c.token }),
    code: 'BILLING_PROFILE_NOT_FOUND',
  },
  {
    name: 'read a payment method',
    method: 'GET',
    url: () => `/billing/v1/payment-methods/${OWNER_CARD.paymentMethodId}`,
    code: 'PAYMENT_METHOD_NOT_FOUND',
  },
  {
    name: 'make a payment method default',
    method: 'PUT',
    url: () => `/billing/v1/payment-methods/${OWNER_CARD.paymentMethodId}/default`,
    code: 'PAYMENT_METHOD_NOT_FOUND',
  },
  {
    name: 'pay an order with a payment method',
    method: 'POST',
    url: () => '/order/v1/orders',
    body: () => ({
      newSubscription: {
        offerId: 'CA_STREAM_ESS_MO',
        stripePaymentMethodId: OWNER_CARD.paymentMethodId,
      },
    }),
    code: 'PAYMENT_METHOD_NOT_FOUND',
  },
  {
    name: 'read a subscription',
    method: 'GET',
    url: () => '/subscription/v1/subscriptions/sub_seed_active_0003',
    code: 'SUBSCRIPTION_NOT_FOUND',
  },
];

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const owner = await signIn(testApp, DEMO_IDENTITIES.accountHolder.id);
  const other = await signIn(testApp, DEMO_IDENTITIES.canadian.id);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/order/v1/orders',
    headers: bearer(owner.session),
    payload: { newSubscription: { offerId: 'US_STREAM_PLAT_MO' } },
  });
  const order = orderSchema.parse(created.json());
  // The other customer has a billing profile of their own (so only ownership can refuse them);
  // the tests of this file share a database, so the first one makes it.
  const existing = await testApp.app.inject({
    method: 'GET',
    url: '/billing/v1/billing-profile/default',
    headers: bearer(other.session),
  });
  const profile =
    existing.statusCode === 200
      ? { statusCode: 201, body: '' }
      : await testApp.app.inject({
          method: 'POST',
          url: '/billing/v1/billing-profiles',
          headers: bearer(other.session),
          payload: {
            billingProfileName: { firstAndLastName: { firstName: 'Élise', lastName: 'Gagnon' } },
            serviceAddress: { state: 'QC', zipCode: 'H3B 1A6', country: 'CA' },
          },
        });
  expect(profile.statusCode, profile.body).toBe(201);
  const token = await tokenizeCard(testApp.app, '4242424242424242');
  return { ...testApp, owner, other, ctx: { orderId: order.id, token } };
}

describe('another customer’s resources (BOLA)', () => {
  it.each(SERVICE_ENDPOINTS)('cannot $name', async (endpoint) => {
    const { app, other, ctx } = await setUp();
    const response = await app.inject({
      method: endpoint.method,
      url: endpoint.url(ctx),
      headers: { ...bearer(other.session), ...endpoint.headers?.() },
      ...(endpoint.body ? { payload: endpoint.body(ctx) } : {}),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(serviceErrorBodySchema.parse(response.json()).code).toBe(endpoint.code);
  });

  it('leaves the owner’s things as they were, and lists none of them to the other', async () => {
    const { app, other, ctx, db } = await setUp();
    for (const endpoint of SERVICE_ENDPOINTS) {
      await app.inject({
        method: endpoint.method,
        url: endpoint.url(ctx),
        headers: { ...bearer(other.session), ...endpoint.headers?.() },
        ...(endpoint.body ? { payload: endpoint.body(ctx) } : {}),
      });
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, ctx.orderId));
    expect(order?.status).toBe('quoted');
    const [profile] = await db
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.id, OWNER_CARD.billingProfileId));
    expect(profile).toMatchObject({
      firstName: 'Jordan',
      defaultPaymentMethodId: OWNER_CARD.paymentMethodId,
    });
    const methods = await app.inject({
      method: 'GET',
      url: '/billing/v1/payment-methods',
      headers: bearer(other.session),
    });
    expect(JSON.stringify(methods.json())).not.toContain(OWNER_CARD.paymentMethodId);
    const subscriptions = await app.inject({
      method: 'GET',
      url: '/subscription/v1/subscriptions',
      headers: bearer(other.session),
    });
    expect(subscriptions.statusCode).toBe(200);
    expect(JSON.stringify(subscriptions.json())).not.toContain('sub_seed_active_0003');
  });

  it('cannot choose the plan after another customer’s trial (care API)', async () => {
    const { app } = await setUp();
    const host = 'care.orbitradio.ca';
    const envInfo = await app.inject({
      method: 'GET',
      url: '/services/utility/env-info',
      headers: { host },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/services/authenticate/login',
      headers: { host, ...cookieHeaderFrom(envInfo) },
      payload: {
        token: {
          username: DEMO_IDENTITIES.canadian.handle,
          password: DEMO_IDENTITIES.canadian.password,
        },
        keepMeSignedIn: false,
      },
    });
    const body = {
      ...newAccountBody(await tokenizeCard(app, '4242424242424242'), {
        plans: [{ planCode: 'US_SAT_AA_MO' }],
      }),
      subscriptionId: 'sub_seed_trial_0004',
    };
    const { streamingInfo: _streaming, ...change } = body;
    const response = await app.inject({
      method: 'POST',
      url: '/services/purchase/change-subscription',
      headers: {
        host,
        ...cookieHeaderFrom(login),
        'idempotency-key': change.paymentInfo.transactionId,
      },
      payload: change,
    });
    expect(response.statusCode).toBe(404);
    expect(careErrorBodySchema.parse(response.json()).error.errorCode).toBe(
      'SUBSCRIPTION_NOT_FOUND',
    );
  });
});
