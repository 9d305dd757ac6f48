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
