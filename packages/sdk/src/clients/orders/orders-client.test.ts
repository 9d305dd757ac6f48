import type { Order } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { isGenericError, isServiceError } from '../../http/sdk-errors.ts';
import { FakeService } from '../../testing/fake-service.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import { createOrdersClient } from './index.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

function order(overrides: Partial<Order> = {}): Order {
  const line = {
    offerId: 'US_STREAM_PLAT_MO',
    description: 'Streaming Platinum — Monthly',
    phase: 'fullPrice' as const,
    startDate: '2026-11-21',
    endDate: '2026-12-21',
    termLength: 1,
    amount: usd(1499),
  };
  const charge = { lines: [line], taxes: [], fees: [], total: usd(1499) };
  return {
    id: 'ord_1',
    kind: 'newSubscription',
    status: 'quoted',
    subscriptionId: null,
    created: '2026-11-21T12:00:00.000Z',
    expires: '2026-11-21T12:30:00.000Z',
    confirmed: null,
    offerId: 'US_STREAM_PLAT_MO',
    promoCode: null,
    charges: {
      oneTimeCharge: charge,
      repeatingCharge: null,
      ongoingCharge: charge,
      zeroCharge: null,
    },
    previousBalance: usd(0),
    postPurchaseBalance: usd(0),
    giftCardBalance: null,
    failureCode: null,
    cancellation: null,
    planSwitch: null,
    ...overrides,
  };
}

const confirmed = order({
  status: 'confirmed',
  subscriptionId: 'sub_1',
  confirmed: '2026-11-21T12:01:00.000Z',
});
const CONFIRM = 'PUT /order/v1/orders/ord_1/confirm';

function setUp() {
  const { sdk, service } = createTestSdk(new FakeService());
  return { service, orders: createOrdersClient(sdk) };
}

const keysSent = (service: FakeService) =>
  service.requests.map((request) => request.headers['idempotency-key']);

describe('orders client', () => {
  it('creates an order from its new-subscription request and reads it back', async () => {
    const { service, orders } = setUp();
    service.on('POST /order/v1/orders', { status: 201, body: order() });
    service.on('GET /order/v1/orders/ord_1', { status: 200, body: order() });
    const request = { newSubscription: { offerId: 'US_STREAM_PLAT_MO', promoCode: 'SPRING' } };
    await expect(orders.createOrder(request)).resolves.toEqual(order());
    expect(service.requests[0]?.body).toEqual(request);
    await expect(orders.getOrder('ord_1')).resolves.toMatchObject({ status: 'quoted' });
    expect(service.requests[1]?.headers['idempotency-key']).toBeUndefined();
  });

  it('creates a cancellation order and reads its preview', async () => {
    const { service, orders } = setUp();
    const cancellation = {
      cancellationType: 'END_OF_TERM' as const,
      reasonCode: 'OTHER' as const,
      serviceEndsOn: '2026-12-21',
      refund: usd(0),
    };
    service.on('POST /order/v1/orders', {
      status: 201,
      body: order({ kind: 'cancelSubscription', subscriptionId: 'sub_1', cancellation }),
    });
    const request = {
      cancelSubscription: {
        subscriptionId: 'sub_1',
        cancellationType: 'END_OF_TERM' as const,
        reasonCode: 'OTHER' as const,
        otherReasonText: 'Moving abroad',
      },
    };
    await expect(orders.createOrder(request)).resolves.toMatchObject({
      kind: 'cancelSubscription',
      cancellation,
    });
    expect(service.requests[0]?.body).toEqual(request);
  });

  it('confirms with the caller’s key, the same on every retry of the call', async () => {
    const { service, orders } = setUp();
    service.on(CONFIRM, { status: 502 });
    service.on(CONFIRM, 'network-error');
    service.on(CONFIRM, { status: 200, body: confirmed });
    const answer = orders.confirmOrder('ord_1', { idempotencyKey: 'txn-checkout-42' });
    await service.time.advance(1_000 + 2_000);
    await expect(answer).resolves.toMatchObject({ status: 'confirmed', subscriptionId: 'sub_1' });
    expect(keysSent(service)).toEqual(['txn-checkout-42', 'txn-checkout-42', 'txn-checkout-42']);
    expect(service.requests[0]?.body).toBeUndefined();
  });

  it('makes one key per confirm when the caller has none: kept across retries, new next time', async () => {
    const { service, orders } = setUp();
    service.on(CONFIRM, { status: 500 });
    service.on(CONFIRM, { status: 200, body: confirmed });
    const first = orders.confirmOrder('ord_1');
    await service.time.advance(1_000);
    await first;
    await orders.confirmOrder('ord_1');
    const [a, b, c] = keysSent(service);
    expect(a).toMatch(/^[\x21-\x7e]{32}$/);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('keeps the card refusal the server answered, and does not retry it', async () => {
    const { service, orders } = setUp();
    service.on(CONFIRM, {
      status: 402,
      body: { code: 'CARD_DECLINED', description: 'The card was declined.', invalidFields: [] },
    });
    const refusal = await orders
      .confirmOrder('ord_1', { idempotencyKey: 'txn-1' })
      .catch((error: unknown) => error);
    expect(isServiceError(refusal) && [refusal.status, refusal.code]).toEqual([
      402,
      'CARD_DECLINED',
    ]);
    expect(service.count(CONFIRM)).toBe(1);
  });

  it('refuses a key the server would refuse, before sending anything', async () => {
    const { service, orders } = setUp();
    for (const key of ['', 'has space', 'é', 'x'.repeat(256)]) {
      const error = await orders
        .confirmOrder('ord_1', { idempotencyKey: key })
        .catch((e: unknown) => e);
      expect(isGenericError(error) && error.code).toBe('INVALID_IDEMPOTENCY_KEY');
    }
    expect(service.requests).toHaveLength(0);
  });
});
