import type { CareAccount, ContactPreferences } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careOk, careRefusal, fakeCareClient } from '../testing/fake-care-api.ts';
import type { CareApiError } from './care-api-error.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

const device = {
  id: 'odev_abcdefghijklmnopqrstuv',
  type: 'car' as const,
  radioIdLastFour: '0004',
  nickname: 'Car',
  vehicle: { year: 2024, make: 'Lumen', model: 'Arc', yearMakeModel: '2024 Lumen Arc' },
  subscriptionId: 'sub_1',
  canRemove: false,
};

const account: CareAccount = {
  access: 'owner',
  accountNumber: '10000001',
  country: 'US',
  username: 'orbitowner1',
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'owner@orbitradio.test',
  phone: '5125550101',
  serviceAddress: { addressLine1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  billingAddress: null,
  paymentMethod: null,
  billingStatus: {
    amountDue: usd(0),
    credit: usd(0),
    dueDate: null,
    isEBill: false,
    isInvoice: true,
    isPastDue: false,
    lastPayment: null,
    nextPayment: null,
    paymentType: 'invoice',
    blockedWhilePastDue: [],
    pastDueSince: null,
  },
  subscriptions: [],
  devices: [device],
};

const preferences: ContactPreferences = {
  preferredLanguage: 'en-US',
  emailMarketing: true,
  smsMarketing: false,
  phoneMarketing: false,
  email: 'owner@orbitradio.test',
  phone: '512-555-0101',
  doNotCall: [],
  updatedAt: null,
};

describe('account calls', () => {
  it('reads the account, and the next best actions with or without an account number', async () => {
    const { client, last } = fakeCareClient((url) =>
      url.includes('next-best-action')
        ? careOk({ actions: [{ action: 'payBalance', subjectId: null }] })
        : careOk(account),
    );
    await expect(client.getAccount()).resolves.toEqual(account);
    expect(last()).toMatchObject({
      url: '/services/account',
      method: 'POST',
      credentials: 'include',
      body: {},
    });
    await client.getAccount({ accountNumber: '10000001' });
    expect(last().body).toEqual({ accountNumber: '10000001' });
    await expect(client.getNextBestActions()).resolves.toEqual({
      actions: [{ action: 'payBalance', subjectId: null }],
    });
    expect(last()).toMatchObject({
      url: '/services/account/next-best-action',
      method: 'GET',
      body: undefined,
    });
    await client.getNextBestActions({ accountNumber: '10000001' });
    expect(last().url).toBe('/services/account/next-best-action?accountNumber=10000001');
  });

  it('posts each account-management call to its path and reads its answer', async () => {
    const { client, last } = fakeCareClient((url) => {
      if (url.endsWith('/update-nickname')) return careOk(device);
      if (url.endsWith('/remove-device')) {
        return careOk({
          deviceId: device.id,
          radioIdLastFour: '0004',
          removedAt: '2026-04-02T00:00:00.000Z',
        });
      }
      if (url.endsWith('/validate/address')) {
        return careOk({ confidenceLevel: 'none', status: 'valid', correctedAddresses: [] });
      }
      if (url.endsWith('/contact-preferences')) return careOk(preferences);
      if (url.endsWith('/update-streaming')) {
        return careOk({
          subscriptionIds: ['sub_1'],
          maskedUsername: 'n******@example.com',
          passwordChanged: false,
          accountEmailUpdated: false,
        });
      }
      return careOk(account);
    });
    await expect(client.updateNickname({ nickName: 'Car', deviceId: device.id })).resolves.toEqual(
      device,
    );
    expect(last()).toMatchObject({
      url: '/services/account-mgmt/update-nickname',
      body: { nickName: 'Car', deviceId: device.id },
    });
    await client.removeDevice({ deviceId: device.id, reason: 'OTHER' });
    expect(last()).toMatchObject({
      url: '/services/account-mgmt/remove-device',
      body: { deviceId: device.id, reason: 'OTHER' },
    });
    const serviceAddress = { addressLine1: '1 Main St', city: 'Austin', zip: '78701' };
    await expect(
      client.updateCustomerInfo({
        firstName: 'Jordan',
        lastName: 'Rivera',
        email: 'j@example.com',
        phoneNumber: '5125550101',
        billingAddressSameAsService: true,
        serviceAddress,
      }),
    ).resolves.toEqual(account);
    expect(last().url).toBe('/services/account-mgmt/update-customer-info');
    await client.updateBillingInfo({ billingAddress: { ...serviceAddress, state: 'TX' } });
    expect(last().url).toBe('/services/account-mgmt/update-billing-info');
    await client.validateAddress({ address: { ...serviceAddress, state: 'TX' } });
    expect(last().url).toBe('/services/validate/address');
    await expect(client.getContactPreferences({ langPref: 'en-US' })).resolves.toEqual(preferences);
    expect(last()).toMatchObject({
      url: '/services/account-mgmt/contact-preferences',
      body: { langPref: 'en-US' },
    });
    await client.updateContactPreferences({ update: { emailMarketing: true } });
    expect(last().body).toEqual({ update: { emailMarketing: true } });
    await client.updateStreamingLogin({ username: 'new@example.com' });
    expect(last()).toMatchObject({
      url: '/services/account/update-streaming',
      body: { username: 'new@example.com' },
    });
  });

  it('turns a device id into a deviceRef for the checkout, and passes a 404 on', async () => {
    const radio = {
      deviceRef: 'orad_abc',
      radioIdLastFour: '0004',
      deviceType: 'car' as const,
      vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
      status: 'active' as const,
      hasActiveSubscription: false,
      cardOnFile: { brand: 'visa', last4: '4242' },
    };
    const { client, last } = fakeCareClient(() => careOk(radio));
    await expect(client.getDeviceRef({ deviceId: device.id })).resolves.toEqual(radio);
    expect(last()).toMatchObject({
      url: '/services/account/device-ref',
      method: 'POST',
      credentials: 'include',
      body: { deviceId: device.id },
    });
    const refused = fakeCareClient(() => careRefusal(404, 'DEVICE_NOT_FOUND'));
    await expect(refused.client.getDeviceRef({ deviceId: 'odev_x' })).rejects.toMatchObject({
      status: 404,
      errorCode: 'DEVICE_NOT_FOUND',
    });
  });

  it('rejects with the refusal and its field errors', async () => {
    const { client, errors } = fakeCareClient(() =>
      careRefusal(400, 'SERVICE_ADDRESS_ZIP_MISMATCH', [
        { errorCode: 'INVALID', fieldName: 'serviceAddress.zip' },
      ]),
    );
    const failure = await client
      .updateCustomerInfo({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        phoneNumber: '5125550101',
        billingAddressSameAsService: false,
        serviceAddress: { addressLine1: '1 Main St', city: 'Dallas', zip: '75201' },
      })
      .catch((error: unknown) => error as CareApiError);
    expect(failure).toMatchObject({
      status: 400,
      errorCode: 'SERVICE_ADDRESS_ZIP_MISMATCH',
      fieldErrors: [{ errorCode: 'INVALID', fieldName: 'serviceAddress.zip' }],
    });
    expect(errors).toHaveLength(1);
  });
});
