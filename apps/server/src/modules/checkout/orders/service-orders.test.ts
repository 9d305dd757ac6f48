import { orderSchema, serviceErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, radios, sandboxGatewayCharges, subscriptions } from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { expectRefused } from '../../../testing/expect-refused.ts';
import { freshClock, LONG_SESSION_ENV } from '../../../testing/identities.ts';
import { bearer, signIn } from '../../../testing/service-sessions.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { newTransactionId } from './checkout.testing.ts';

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock(), env: LONG_SESSION_ENV });
  const { session } = await signIn(testApp, DEMO_IDENTITIES.accountHolder.id);
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...bearer(session), ...extra },
      ...(payload ? { payload } : {}),
    });
  const create = async (newSubscription: object) => {
    const response = await call('POST', '/order/v1/orders', { newSubscription });
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json());
  };
  const confirm = (orderId: string, key: string | null = newTransactionId()) =>
    call(
      'PUT',
      `/order/v1/orders/${orderId}/confirm`,
      undefined,
      key ? { 'idempotency-key': key } : {},
    );
  return { ...testApp, call, create, confirm };
}

describe('order/v1 new-subscription orders', () => {
  it('creates a priced quote, confirms it once, and replays the confirm', async () => {
    const { create, confirm, call, db } = await setUp();
    const order = await create({ offerId: 'US_STREAM_PLAT_MO' });
    expect(order).toMatchObject({
      status: 'quoted',
      subscriptionId: null,
      offerId: 'US_STREAM_PLAT_MO',
      giftCardBalance: null,
      failureCode: null,
      charges: { zeroCharge: null, repeatingCharge: null },
    });
    expect(order.id).toMatch(/^ord_[0-9a-f]{32}$/);
    expect(Date.parse(order.expires) - Date.parse(order.created)).toBe(30 * 60 * 1000);
    const today = order.charges.oneTimeCharge;
    expect(today?.lines).toEqual([
      expect.objectContaining({ offerId: 'US_STREAM_PLAT_MO', phase: 'fullPrice', termLength: 1 }),
    ]);
    expect(today?.fees.map((fee) => fee.code)).toContain('MRF');
    expect(order.charges.ongoingCharge?.total).toEqual(today?.total);
    expect((await call('GET', `/order/v1/orders/${order.id}`)).json()).toEqual(order);

    expectRefused(await confirm(order.id, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    const key = newTransactionId();
    const confirmed = await confirm(order.id, key);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = orderSchema.parse(confirmed.json());
    expect(body).toMatchObject({ status: 'confirmed', id: order.id });
    expect(body.subscriptionId).toMatch(/^sub_/);
    const again = await confirm(order.id, key);
    expect(again.body).toBe(confirmed.body);
    expectRefused(await confirm(order.id), 409, 'ORDER_ALREADY_CONFIRMED');
    const charges = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, order.id));
    expect(charges).toHaveLength(1);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, body.subscriptionId ?? ''));
    expect(subscription).toMatchObject({
      accountNumber: '10000001',
      billingProfileId: 'bp_seed_10000001',
    });
    const other = await create({ offerId: 'US_STREAM_ESS_MO' });
    expectRefused(await confirm(other.id, key), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('confirms once when two confirms with one key race', async () => {
    const { create, confirm, db } = await setUp();
    const order = await create({ offerId: 'US_STREAM_ESS_MO' });
    const key = newTransactionId();
    const answers = await Promise.all([confirm(order.id, key), confirm(order.id, key)]);
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(answers.map((a) => a.statusCode).sort());
    const charges = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, order.id));
    expect(charges).toHaveLength(1);
    const confirmedSubscriptions = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(confirmedSubscriptions.map((row) => row.status)).toEqual(['confirmed']);
  });

  it('fails the order on a declined card and clears its payment method', async () => {
    const { app, create, confirm, call, db } = await setUp();
    const token = await tokenizeCard(app, '4000000000000002');
    const method = (await call('POST', '/billing/v1/payment-methods', { cardToken: token })).json();
    const order = await create({ offerId: 'US_STREAM_PLAT_MO', stripePaymentMethodId: method.id });
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.paymentMethodId).toBe(method.id);
    expectRefused(await confirm(order.id), 402, 'CARD_DECLINED');
    const failed = orderSchema.parse((await call('GET', `/order/v1/orders/${order.id}`)).json());
    expect(failed).toMatchObject({
      status: 'failed',
      failureCode: 'CARD_DECLINED',
      subscriptionId: null,
    });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentMethodId).toBeNull();
    expectRefused(await confirm(order.id), 402, 'CARD_DECLINED');
  });

  it('lets a quote expire after 30 minutes', async () => {
    const { create, confirm, clock } = await setUp();
    const order = await create({ offerId: 'US_STREAM_PLAT_MO' });
    clock.advanceSeconds(30 * 60 + 1);
    expectRefused(await confirm(order.id), 410, 'ORDER_EXPIRED');
  });

  it('buys a satellite plan for a radio, which joins the account', async () => {
    const { create, confirm, db } = await setUp();
    const order = await create({ offerId: 'US_SAT_MS_MO', deviceId: 'orbn0001' });
    expect(order.charges.oneTimeCharge?.fees.map((fee) => fee.code)).toContain('ACTIVATION');
    expect((await confirm(order.id)).statusCode).toBe(200);
    const [radio] = await db.select().from(radios).where(eq(radios.radioId, 'ORBN0001'));
    expect(radio?.accountNumber).toBe('10000001');
  });

  it.each([
    [{ offerId: 'US_SAT_MS_MO' }, 400, 'INVALID_PAYLOAD'],
    [{ offerId: 'US_STREAM_PLAT_MO', deviceId: 'ORBN0001' }, 400, 'INVALID_PAYLOAD'],
    [{ offerId: 'US_SAT_MS_MO', deviceId: 'ORBA0003' }, 409, 'ACTIVE_SATELLITE_SUBSCRIPTION'],
    [{ offerId: 'US_SAT_MS_MO', deviceId: 'ORBX9999' }, 404, 'DEVICE_NOT_FOUND'],
    [{ offerId: 'NO_SUCH_OFFER' }, 404, 'OFFER_NOT_FOUND'],
    [{ offerId: 'CA_STREAM_ESS_MO' }, 404, 'OFFER_NOT_FOUND'],
    [
      { offerId: 'US_STREAM_PLAT_MO', stripePaymentMethodId: 'pm_not_mine' },
      404,
      'PAYMENT_METHOD_NOT_FOUND',
    ],
    // A gift card's own id is not enough to spend it: only the caller's registration token.
    [
      { offerId: 'US_STREAM_PLAT_MO', giftCardId: 'gc_seed_us_25' },
      404,
      'GIFT_CARD_TOKEN_NOT_FOUND',
    ],
    [{ offerId: 'US_STREAM_PLAT_MO', giftCardId: 'gct_unknown' }, 404, 'GIFT_CARD_TOKEN_NOT_FOUND'],
  ])('refuses %j', async (newSubscription, status, code) => {
    const { call } = await setUp();
    const response = await call('POST', '/order/v1/orders', { newSubscription });
    expect(serviceErrorBodySchema.parse(response.json()).code).toBe(code);
    expect(response.statusCode).toBe(status);
  });

  it('pays part of an order with a gift card the caller registered', async () => {
    const { call } = await setUp();
    const registered = await call('POST', '/giftcard/v1/giftcards?country=us', {
      number: '6006491234500025',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const giftCardId = (registered.json() as { giftCardTokenId: string }).giftCardTokenId;
    const response = await call('POST', '/order/v1/orders', {
      newSubscription: { offerId: 'US_STREAM_PLAT_MO', giftCardId },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(orderSchema.parse(response.json()).giftCardBalance).toEqual({
      amountMinor: 2500,
      currency: 'USD',
    });
  });

  it('needs a billing profile, and a signed-in session', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const { session } = await signIn(testApp, DEMO_IDENTITIES.passwordless.id);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/order/v1/orders',
      headers: bearer(session),
      payload: { newSubscription: { offerId: 'US_STREAM_PLAT_MO' } },
    });
    expectRefused(response, 404, 'BILLING_PROFILE_NOT_FOUND');
  });
});
