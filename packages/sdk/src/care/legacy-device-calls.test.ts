import { describe, expect, it } from 'vitest';
import { careOk, careRefusal, fakeCareCalls } from '../testing/fake-care-api.ts';
import { isCareApiError } from './care-api-error.ts';
import { legacyDeviceCalls } from './legacy-device-calls.ts';

describe('legacy device calls (ADR 081)', () => {
  it('links a TV by its code for a subscription, and reads a subscription’s car', async () => {
    const { calls, sent } = fakeCareCalls(legacyDeviceCalls, (url) =>
      url.endsWith('/link-device')
        ? careOk({ status: 'SUCCESS', flow: 'tv', subscriptionId: 'sub_1' })
        : careOk({
            deviceId: 'TC000257',
            radioId: 'TC000257',
            lifecycleState: 'SELF_PAY',
            make: 'Lumen',
            model: 'Arc',
            year: 2024,
            deviceSource: 'SMS',
            trial: {
              trialState: 'SelfPay',
              totalDays: null,
              daysLeft: null,
              startedOn: null,
              endsOn: null,
              claimableUntil: null,
              planCode: null,
            },
          }),
    );
    await expect(
      calls.linkDevice({ subscriptionId: 'sub_1', activationCode: 'BCDF-GHJK' }),
    ).resolves.toEqual({ status: 'SUCCESS', flow: 'tv', subscriptionId: 'sub_1' });
    await expect(calls.accountOem({ subscriptionId: 'sub_1' })).resolves.toMatchObject({
      make: 'Lumen',
    });
    expect(sent).toEqual([
      {
        url: '/services/purchase/link-device',
        body: { subscriptionId: 'sub_1', activationCode: 'BCDF-GHJK' },
      },
      { url: '/services/account/oem', body: { subscriptionId: 'sub_1' } },
    ]);
  });

  it('rejects with the code a page tells apart', async () => {
    const { calls } = fakeCareCalls(legacyDeviceCalls, () =>
      careRefusal(400, 'INVALID_ACTIVATION_CODE'),
    );
    const error = await calls
      .linkDevice({ subscriptionId: 'sub_1', activationCode: 'x' })
      .catch((e: unknown) => e);
    expect(isCareApiError(error) && error.errorCode).toBe('INVALID_ACTIVATION_CODE');
  });
});
