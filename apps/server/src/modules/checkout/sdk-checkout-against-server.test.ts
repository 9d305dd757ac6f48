import { offersForPresentment } from '@orbit/domain';
import {
  createBillingClient,
  createCardTokenizer,
  createEligibilityClient,
  createIdentityClient,
  createOrdersClient,
  createSubscriptionsClient,
  type OrbitSdk,
} from '@orbit/sdk';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxGatewayCharges } from '../../db/schema/index.ts';
import { freshClock, latestCode } from '../../testing/identities.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../testing/sdk-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

/** A new customer buys streaming through the SDK alone, over real HTTP against the real server. */
let sdk: OrbitSdk | undefined;
afterEach(() => sdk?.dispose());

/** Tests of this file share one database: each customer signs up with its own email. */
async function newCustomer(emailAddress: string) {
  const testApp = await createTestApp({ clock: freshClock() });
  const origin = await listenOnLoopback(testApp);
  const device = newSdkDevice();
  sdk = sdkOn(device, origin, testApp);
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  const identity = createIdentityClient(sdk);
  const sent = await identity.signUp({
    emailAddress,
    password: 'Quasar-Glow-63',
    language: 'en-US',
  });
  await identity.finishSignUp(sent, await latestCode(testApp.app, emailAddress), emailAddress);
  return {
    testApp,
    device,
    eligibility: createEligibilityClient(sdk),
    billing: createBillingClient(sdk),
    orders: createOrdersClient(sdk),
    subscriptions: createSubscriptionsClient(sdk),
    tokenizer: createCardTokenizer({ url: `${origin}/payments/sandbox/v1/tokens` }),
  };
}

describe('checkout through the SDK against the server', () => {
  it('buys a streaming plan: offers, profile, card, order, confirm once, then reads it all', async () => {
    const { testApp, device, eligibility, billing, orders, subscriptions, tokenizer } =
      await newCustomer('sdk.buyer@orbitradio.test');
    const offers = offersForPresentment(
      await eligibility.newOffers({ country: 'us', serviceType: 'streaming' }),
    );
    expect(offers.map((offer) => offer.id)).toEqual([
      'US_STREAM_ESS_3MOFREE_MO',
      'US_STREAM_PLAT_6MO5_MO',
    ]);

    const profile = await billing.createBillingProfile({
      billingProfileName: { firstAndLastName: { firstName: 'Sam', lastName: 'Okafor' } },
      serviceAddress: { state: 'NY', zipCode: '10022', country: 'US' },
    });
    const card = await tokenizer.tokenizeCard({
      number: '4242424242424242',
      expMonth: 11,
      expYear: 2031,
      cvc: '123',
    });
    const method = await billing.createPaymentMethod({ cardToken: card.token });
    expect(method).toMatchObject({ billingProfileId: profile.id, isDefault: true });

    const quoted = await orders.createOrder({
      newSubscription: { offerId: 'US_STREAM_PLAT_6MO5_MO' },
    });
    expect(quoted.status).toBe('quoted');
    expect(quoted.charges.oneTimeCharge?.total.amountMinor).toBeGreaterThan(0);
    const key = 'txn-sdk-checkout-0001';
    const confirmed = await orders.confirmOrder(quoted.id, { idempotencyKey: key });
    expect(confirmed).toMatchObject({ id: quoted.id, status: 'confirmed' });
    expect(confirmed.subscriptionId).toMatch(/^sub_/);
    await expect(orders.confirmOrder(quoted.id, { idempotencyKey: key })).resolves.toEqual(
      confirmed,
    );
    await expect(orders.confirmOrder(quoted.id)).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_ALREADY_CONFIRMED',
    });
    const charges = await testApp.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, quoted.id));
    expect(charges).toHaveLength(1);
    expect(device.requests.filter((r) => r.endsWith('/confirm'))).toHaveLength(3);
    await expect(orders.getOrder(quoted.id)).resolves.toEqual(confirmed);

    const [subscription, ...others] = await subscriptions.listSubscriptions();
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({
      id: confirmed.subscriptionId,
      state: 'active',
      serviceType: 'streaming',
      billingProfileId: profile.id,
    });
    await expect(subscriptions.getSubscription(subscription?.id ?? '')).resolves.toEqual(
      subscription,
    );
    const billed = await billing.defaultBillingProfile();
    expect(billed).toMatchObject({ id: profile.id, defaultPaymentMethodId: method.id });
    expect(billed.status).toEqual({
      open: expect.objectContaining({ subscriptions: [confirmed.subscriptionId] }),
    });
    await expect(billing.getBillingProfile(profile.id)).resolves.toEqual(billed);
    const cards = await billing.listPaymentMethods();
    expect(cards.map((c) => [c.id, c.card.brand, c.card.last4, c.isDefault])).toEqual([
      [method.id, 'visa', '4242', true],
    ]);
    await expect(billing.getPaymentMethod(method.id)).resolves.toEqual(cards[0]);
  });

  it('keeps the declined card’s refusal for the same key, and the order failed', async () => {
    const { billing, orders, tokenizer } = await newCustomer('sdk.declined@orbitradio.test');
    await billing.createBillingProfile({
      billingProfileName: { firstAndLastName: { firstName: 'Sam', lastName: 'Okafor' } },
      serviceAddress: { state: 'TX', zipCode: '78701', country: 'US' },
    });
    const card = await tokenizer.tokenizeCard({
      number: '4000000000000002',
      expMonth: 11,
      expYear: 2031,
      cvc: '123',
    });
    await billing.createPaymentMethod({ cardToken: card.token });
    const quoted = await orders.createOrder({ newSubscription: { offerId: 'US_STREAM_PLAT_MO' } });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(
        orders.confirmOrder(quoted.id, { idempotencyKey: 'txn-sdk-declined-01' }),
      ).rejects.toMatchObject({ kind: 'service', status: 402, code: 'CARD_DECLINED' });
    }
    await expect(orders.getOrder(quoted.id)).resolves.toMatchObject({
      status: 'failed',
      failureCode: 'CARD_DECLINED',
    });
  });
});
