import type { BillingProfile, PaymentMethod } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../http/sdk-errors.ts';
import { FakeService } from '../../testing/fake-service.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import { createBillingClient } from './index.ts';

const profile: BillingProfile = {
  id: 'bp_1',
  defaultPaymentMethodId: null,
  billingProfileName: { firstAndLastName: { firstName: 'Lee', lastName: 'Park' } },
  serviceAddress: { state: 'NY', zipCode: '10022', country: 'US' },
  currency: 'USD',
  status: { open: { activeDisputes: 0, serviceAddressStatus: 'valid', subscriptions: [] } },
};

const card: PaymentMethod = {
  id: 'pm_1',
  billingProfileId: 'bp_1',
  type: 'card',
  card: {
    brand: 'visa',
    last4: '4242',
    expiryDate: { year: 2031, month: 11 },
    wallet: { applePay: false },
    prepaid: false,
  },
  billingAddress: null,
  nameOnCard: 'Lee Park',
  isDefault: true,
  status: 'active',
  created: '2026-11-21T12:00:00.000Z',
};

const notFound = (code: string, resource: string) => ({
  status: 404,
  body: { code, description: code, invalidFields: [], notFoundResourceType: resource, extras: {} },
});

function setUp() {
  const { sdk, service } = createTestSdk(new FakeService());
  return { service, billing: createBillingClient(sdk) };
}

describe('billing client', () => {
  it('creates, reads and patches a billing profile', async () => {
    const { service, billing } = setUp();
    service.on('POST /billing/v1/billing-profiles', { status: 201, body: profile });
    service.on('GET /billing/v1/billing-profile/default', { status: 200, body: profile });
    service.on('GET /billing/v1/billing-profiles/bp_1', { status: 200, body: profile });
    service.on('PATCH /billing/v1/billing-profiles/bp_1', (request) => ({
      status: 200,
      body: { ...profile, ...(request.body as object) },
    }));
    const request = {
      billingProfileName: profile.billingProfileName,
      serviceAddress: { state: 'NY', zipCode: '10022', country: 'US' as const },
    };
    await expect(billing.createBillingProfile(request)).resolves.toEqual(profile);
    expect(service.requests[0]?.body).toEqual(request);
    await expect(billing.defaultBillingProfile()).resolves.toEqual(profile);
    await expect(billing.getBillingProfile('bp_1')).resolves.toEqual(profile);
    const name = { firstAndLastName: { firstName: 'Lee', lastName: 'Parker' } };
    await expect(
      billing.updateBillingProfile('bp_1', { billingProfileName: name }),
    ).resolves.toMatchObject({ billingProfileName: name });
  });

  it('keeps cards by token, lists them and sets the default', async () => {
    const { service, billing } = setUp();
    service.on('POST /billing/v1/payment-methods', { status: 201, body: card });
    service.on('GET /billing/v1/payment-methods', {
      status: 200,
      body: { paymentMethods: [card] },
    });
    service.on('GET /billing/v1/payment-methods/pm_1', { status: 200, body: card });
    service.on('PUT /billing/v1/payment-methods/pm_1/default', { status: 200, body: card });
    await billing.createPaymentMethod({ cardToken: 'ctok_1', nameOnCard: 'Lee Park' });
    expect(service.requests[0]?.body).toEqual({ cardToken: 'ctok_1', nameOnCard: 'Lee Park' });
    await expect(billing.listPaymentMethods()).resolves.toEqual([card]);
    await expect(billing.getPaymentMethod('pm_1')).resolves.toEqual(card);
    await expect(billing.setDefaultPaymentMethod('pm_1')).resolves.toMatchObject({
      isDefault: true,
    });
    expect(service.count('PUT /billing/v1/payment-methods/pm_1/default')).toBe(1);
  });

  it('reports what is not the caller’s as not found, and refuses a card answered without its last 4', async () => {
    const { service, billing } = setUp();
    service.on(
      'GET /billing/v1/billing-profiles/bp_other',
      notFound('BILLING_PROFILE_NOT_FOUND', 'billingProfile'),
    );
    const missing = await billing.getBillingProfile('bp_other').catch((e: unknown) => e);
    expect(isServiceError(missing) && [missing.status, missing.code]).toEqual([
      404,
      'BILLING_PROFILE_NOT_FOUND',
    ]);
    service.on('GET /billing/v1/payment-methods/pm_1', {
      status: 200,
      body: { ...card, card: { ...card.card, last4: '4242424242424242' } },
    });
    await expect(billing.getPaymentMethod('pm_1')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const balance = { amountDue: usd(2980), credit: usd(0), dueDate: '2026-10-21', isPastDue: true };
const historyItem = {
  id: 'pay_1',
  entryType: 'payment' as const,
  amount: usd(2980),
  paidAt: '2026-11-10T09:00:00.000Z',
  invoiceIds: ['inv_1'],
  paymentMethodId: 'pm_1',
};
const invoice = {
  id: 'inv_1',
  number: 'ORB-1',
  issuedDate: '2026-10-01',
  dueDate: '2026-10-21',
  amountTotal: usd(2980),
  amountPaid: usd(0),
  amountDue: usd(2980),
  appliedBalance: usd(0),
  subscriptionId: 'sub_1',
  paymentMethodId: null,
  serviceAddress: { state: 'TX', zip: '77002', country: 'US' },
  lines: [],
};
const RANGE = {
  startDateTime: '2026-01-01T00:00:00Z',
  endDateTime: '2026-12-31T23:59:59Z',
};

describe('billing client: balance, history and card changes', () => {
  it('reads the balance due and the next bill, and pays with the caller’s key', async () => {
    const { service, billing } = setUp();
    service.on('GET /billing/v1/balance-due', { status: 200, body: balance });
    service.on('GET /billing/v1/next-bill', {
      status: 200,
      body: { date: null, amount: usd(0), subscriptions: [] },
    });
    const paid = {
      paymentId: 'pay_1',
      amountPaid: usd(2980),
      paidAt: '2026-11-10T09:00:00.000Z',
      balanceDue: { ...balance, amountDue: usd(0), dueDate: null, isPastDue: false },
      reactivatedSubscriptionIds: ['sub_1'],
    };
    service.on('POST /billing/v1/balance-due/pay', { status: 200, body: paid });
    await expect(billing.balanceDue()).resolves.toEqual(balance);
    await expect(billing.nextBill()).resolves.toMatchObject({ date: null });
    await expect(
      billing.payBalanceDue({ giftCardId: 'gct_1' }, { idempotencyKey: 'pay-key-1' }),
    ).resolves.toEqual(paid);
    const [pay] = service.requests.filter((request) => request.path.endsWith('/balance-due/pay'));
    expect(pay?.headers['idempotency-key']).toBe('pay-key-1');
    expect(pay?.body).toEqual({ giftCardId: 'gct_1' });
    // Without a key of its own, the call gets one.
    await billing.payBalanceDue();
    expect(service.requests.at(-1)?.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{32}$/);
    await expect(billing.payBalanceDue({}, { idempotencyKey: 'has spaces' })).rejects.toMatchObject(
      {
        code: 'INVALID_IDEMPOTENCY_KEY',
      },
    );
  });

  it('sends the history query and reads pages, invoices and a card’s history', async () => {
    const { service, billing } = setUp();
    service.on('GET /billing/v1/payment-history', {
      status: 200,
      body: { items: [historyItem], nextToken: 'next-1' },
    });
    service.on('GET /billing/v1/invoices', {
      status: 200,
      body: { invoices: [invoice], nextToken: null },
    });
    service.on('GET /billing/v1/invoices/inv_1', { status: 200, body: invoice });
    service.on('GET /billing/v1/payment-methods/pm_1/history', {
      status: 200,
      body: { items: [historyItem], nextToken: null },
    });
    await expect(
      billing.paymentHistory({ ...RANGE, pageSize: 10, nextToken: undefined, orderBy: 'asc' }),
    ).resolves.toEqual({ items: [historyItem], nextToken: 'next-1' });
    expect(service.requests[0]?.query).toEqual({ ...RANGE, pageSize: '10', orderBy: 'asc' });
    await expect(
      billing.listInvoices({ ...RANGE, subscriptionId: 'sub_1' }),
    ).resolves.toMatchObject({
      invoices: [{ id: 'inv_1' }],
    });
    expect(service.requests[1]?.query).toEqual({ ...RANGE, subscriptionId: 'sub_1' });
    await expect(billing.getInvoice('inv_1')).resolves.toEqual(invoice);
    await expect(billing.paymentMethodHistory('pm_1', { pageSize: 5 })).resolves.toMatchObject({
      items: [{ id: 'pay_1' }],
    });
    expect(service.requests[3]?.query).toEqual({ pageSize: '5' });
  });

  it('patches and deletes a card; the last card of an active account is refused', async () => {
    const { service, billing } = setUp();
    service.on('PATCH /billing/v1/payment-methods/pm_1', (request) => ({
      status: 200,
      body: { ...card, nameOnCard: (request.body as { nameOnCard: string }).nameOnCard },
    }));
    service.on('DELETE /billing/v1/payment-methods/pm_1', {
      status: 409,
      body: {
        code: 'LAST_PAYMENT_METHOD',
        description: 'An active subscription needs at least one card on file.',
        invalidFields: [],
        extras: {},
      },
    });
    service.on('DELETE /billing/v1/payment-methods/pm_2', { status: 204 });
    await expect(
      billing.updatePaymentMethod('pm_1', { nameOnCard: 'Lee P Park' }),
    ).resolves.toMatchObject({ nameOnCard: 'Lee P Park' });
    const refused = await billing.deletePaymentMethod('pm_1').catch((e: unknown) => e);
    expect(isServiceError(refused) && [refused.status, refused.code]).toEqual([
      409,
      'LAST_PAYMENT_METHOD',
    ]);
    await expect(billing.deletePaymentMethod('pm_2')).resolves.toBeUndefined();
  });

  it('redeems a registered gift card to the balance', async () => {
    const { service, billing } = setUp();
    const redeemed = {
      amountRedeemed: usd(10_000),
      balanceDue: {
        ...balance,
        amountDue: usd(0),
        credit: usd(7020),
        dueDate: null,
        isPastDue: false,
      },
      reactivatedSubscriptionIds: ['sub_1'],
    };
    service.on('POST /billing/v1/balance/redeem-giftcard', { status: 200, body: redeemed });
    await expect(billing.redeemGiftCard('gct_1')).resolves.toEqual(redeemed);
    expect(service.requests[0]?.body).toEqual({ giftCardTokenId: 'gct_1' });
  });
});
