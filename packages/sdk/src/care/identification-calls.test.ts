import type { CareIdentifiedAccount } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careOk, careRefusal, fakeCareClient } from '../testing/fake-care-api.ts';

const account: CareIdentifiedAccount = {
  authenticationType: 'RID_ACCT',
  verified: false,
  firstName: null,
  radios: [
    {
      deviceRef: 'orad_1',
      radioIdLastFour: '0003',
      deviceType: 'radio',
      vehicle: null,
      status: 'active',
      planName: 'Platinum',
      hasActiveSubscription: true,
    },
  ],
  streaming: [],
  hasActiveSubscription: true,
};

describe('identification calls', () => {
  it('posts each lookup to its path, with credentials, and reads the masked account', async () => {
    const plate = {
      deviceRef: 'orad_2',
      radioIdLastFour: '0004',
      deviceType: 'car',
      vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
      status: 'active',
      hasActiveSubscription: false,
      cardOnFile: null,
      vinLastFour: '0004',
      maskedVin: '*************0004',
    };
    const info = {
      deviceRef: 'orad_3',
      radioIdLastFour: '0004',
      deviceType: 'car',
      vehicle: null,
      status: 'new',
      promoCode: null,
    };
    const answers: Record<string, unknown> = {
      '/services/account/non-pii': account,
      '/services/identity/customer/flepz': { ...account, accountsFound: 1 },
      '/services/identity/customer/rflz': account,
      '/services/identity/device/license-plate': plate,
      '/services/device/info': info,
      '/services/authenticate/verify-pii-data': { ...account, verified: true, firstName: 'Jordan' },
      '/services/account/verify': { ...account, verified: true, firstName: 'Jordan' },
    };
    const { client, last } = fakeCareClient((url) => careOk(answers[url]));

    await expect(
      client.lookupNonPiiAccount({ radioId: 'ORBA0003', accountNumber: '10000001' }),
    ).resolves.toEqual(account);
    expect(last()).toMatchObject({
      url: '/services/account/non-pii',
      method: 'POST',
      credentials: 'include',
      body: { radioId: 'ORBA0003', accountNumber: '10000001' },
    });

    const flepz = {
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'owner@orbitradio.test',
      phoneNumber: '5125550101',
      zipCode: '78701',
    };
    expect((await client.lookupFlepz(flepz)).accountsFound).toBe(1);
    expect(last()).toMatchObject({ url: '/services/identity/customer/flepz', body: flepz });

    await client.lookupRflz({
      radioIdOrVin: 'ORBT0004',
      firstName: 'Jordan',
      lastName: 'Rivera',
      zipCode: '78701',
    });
    expect(last().url).toBe('/services/identity/customer/rflz');

    await expect(
      client.lookupLicensePlate({ licensePlate: '8TRL456', state: 'CA', consent: true }),
    ).resolves.toEqual(plate);
    await expect(client.getDeviceInfo({ radioId: '0004', deviceRef: 'orad_2' })).resolves.toEqual(
      info,
    );
    expect(last()).toMatchObject({
      url: '/services/device/info',
      body: { radioId: '0004', deviceRef: 'orad_2' },
    });

    const lpz = { lastName: 'Rivera', phoneNumber: '5125550101', zipCode: '78701' };
    expect((await client.verifyPiiData({ lpzVerificationRequest: lpz })).verified).toBe(true);
    expect(last()).toMatchObject({
      url: '/services/authenticate/verify-pii-data',
      body: { lpzVerificationRequest: lpz },
    });
    expect((await client.verifyAccount(lpz)).firstName).toBe('Jordan');
    expect(last()).toMatchObject({ url: '/services/account/verify', body: lpz });
  });

  it("rejects with the refusal's code and field errors, kept from the global handler on request", async () => {
    const { client, last, errors } = fakeCareClient(() =>
      careRefusal(400, 'INVALID_PAYLOAD', [
        { errorCode: 'PHONE_INVALID', fieldName: 'phoneNumber' },
      ]),
    );
    await expect(
      client.lookupFlepz(
        {
          firstName: 'Jordan',
          lastName: 'Rivera',
          email: 'owner@orbitradio.test',
          phoneNumber: '1125550101',
          zipCode: '78701',
        },
        { skipGlobalHandler: true },
      ),
    ).rejects.toMatchObject({
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'PHONE_INVALID', fieldName: 'phoneNumber' }],
    });
    expect(last().headers.get('X-Skip-Http-Interceptor')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('refuses an answer that breaks the contract (an unmasked field)', async () => {
    const { client } = fakeCareClient(() =>
      careOk({ ...account, radios: [{ radioId: 'ORBA0003' }] }),
    );
    await expect(client.lookupNonPiiAccount({ radioId: 'ORBA0003' })).rejects.toBeDefined();
  });
});
