import type { PartnerEntitlement } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { FakeService } from '../../testing/fake-service.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import { createPartnerEntitlementsClient } from './index.ts';

const entitlement: PartnerEntitlement = {
  id: 'ENT-1',
  subscriptionId: null,
  productId: 'US_STREAM_PLAT_ROKU_MO',
  status: 'pending',
  redemption: 'NotRedeemed',
  resellerCode: 'ROKU_SANDBOX',
  partnerName: 'Roku',
};
const active = {
  ...entitlement,
  status: 'active',
  redemption: 'Redeemed',
  subscriptionId: 'sub_1',
};

describe('partner entitlements client', () => {
  it('lists, answers the signup URL, grants access, restores and syncs', async () => {
    const { sdk, service } = createTestSdk(new FakeService());
    const client = createPartnerEntitlementsClient(sdk);
    service.on('GET /partnerentitlements/v1/entitlements', {
      status: 200,
      body: { entitlements: [entitlement] },
    });
    service.on('PUT /partnerentitlements/v1/activate/ENT-1', {
      status: 200,
      body: {
        signupUrl: 'https://care.orbitradio.com/subscribe/entitlement?entitlementId=ENT-1',
        entitlement,
      },
    });
    service.on('PUT /activation/v1/grant-access/partner', {
      status: 200,
      body: { entitlement: active },
    });
    service.on('PUT /activation/v1/restore/ROKU_SANDBOX', {
      status: 200,
      body: { entitlements: [active] },
    });
    service.on('PUT /activation/v1/sync/ROKU_SANDBOX', { status: 200, body: { entitlements: [] } });
    await expect(client.listEntitlements()).resolves.toEqual([entitlement]);
    await expect(client.activate('ENT-1')).resolves.toMatchObject({
      signupUrl: expect.stringContaining('entitlementId=ENT-1'),
    });
    await expect(client.grantAccess('ENT-1')).resolves.toEqual(active);
    await expect(client.restore('ROKU_SANDBOX')).resolves.toEqual([active]);
    await expect(client.sync('ROKU_SANDBOX')).resolves.toEqual([]);
  });

  it('keeps the entitlement refusals on the error', async () => {
    const { sdk, service } = createTestSdk(new FakeService());
    const client = createPartnerEntitlementsClient(sdk);
    service.on('PUT /activation/v1/grant-access/partner', {
      status: 409,
      body: { code: 'ENTITLEMENT_NOT_ACTIVATABLE', description: 'x' },
    });
    await expect(client.grantAccess('ENT-2')).rejects.toMatchObject({
      kind: 'service',
      code: 'ENTITLEMENT_NOT_ACTIVATABLE',
    });
  });
});
