import { careCustomerPhoneResultSchema, careRefreshDeviceResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { CA_HOST, careCaller, careData, careError } from '../../testing/care-caller.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { captchaRequired, solvedCaptcha } from '../../testing/human-checks.ts';

const LOOKUP = '/services/identity/customer/phone';
const REFRESH = '/services/device/refresh';

describe('POST /services/identity/customer/phone', () => {
  it('answers the radios on the number’s account, masked: last four and car, no name or number', async () => {
    const caller = await careCaller();
    const found = careData(
      await caller.post(LOOKUP, { phone: '303-555-0181' }),
      careCustomerPhoneResultSchema,
    );
    expect(found.accounts).toHaveLength(1);
    expect(found.accounts[0]).toMatchObject({
      hasActiveSubscription: true,
      radios: [
        {
          radioIdLastFour: '0181',
          vehicle: { year: 2022, make: 'Honda', model: 'Civic' },
          status: 'active',
        },
      ],
    });
    const text = JSON.stringify(found);
    for (const secret of ['Castellanos', '10000181', 'ORBP0181', '3035550181']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers no accounts for an unknown number, one of the other market, or another email', async () => {
    const caller = await careCaller();
    const none = { accounts: [] };
    expect(
      careData(await caller.post(LOOKUP, { phone: '3035550100' }), careCustomerPhoneResultSchema),
    ).toEqual(none);
    const canada = await careCaller({ host: CA_HOST });
    expect(
      careData(await canada.post(LOOKUP, { phone: '3035550181' }), careCustomerPhoneResultSchema),
    ).toEqual(none);
    expect(
      careData(
        await caller.post(LOOKUP, { phone: '3035550181', email: 'someone@example.com' }),
        careCustomerPhoneResultSchema,
      ),
    ).toEqual(none);
  });

  it('refuses a number that is not one with a field error', async () => {
    const caller = await careCaller();
    const response = await caller.post(LOOKUP, { phone: '12' });
    careError(response, 400, 'INVALID_PAYLOAD');
    expect(response.json().error.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: 'phone' }),
    ]);
  });

  it('asks for a human check past the number’s hourly budget, never locks it out', async () => {
    const caller = await careCaller({ remoteAddress: '198.51.100.77' });
    for (let lookup = 0; lookup < 10; lookup += 1) {
      careData(await caller.post(LOOKUP, { phone: '3035550182' }), careCustomerPhoneResultSchema);
    }
    captchaRequired(await caller.post(LOOKUP, { phone: '3035550182' }));
    const proof = await solvedCaptcha(caller.post);
    careData(
      await caller.post(LOOKUP, { phone: '3035550182', ...proof }),
      careCustomerPhoneResultSchema,
    );
  });
});

describe('POST /services/device/refresh by a deviceRef of this care session', () => {
  it('refreshes the radio a lookup found; another session’s deviceRef finds nothing', async () => {
    const caller = await careCaller({ clock: createFakeClock(new Date('2026-05-02T09:00:00Z')) });
    const found = careData(
      await caller.post(LOOKUP, { phone: '3035550181' }),
      careCustomerPhoneResultSchema,
    );
    const deviceRef = found.accounts[0]?.radios[0]?.deviceRef ?? '';
    expect(
      careData(await caller.post(REFRESH, { deviceRef }), careRefreshDeviceResultSchema),
    ).toMatchObject({ status: 'SUCCESS', radiosRefreshed: 1 });
    await caller.newSession();
    careError(await caller.post(REFRESH, { deviceRef }), 404, 'DEVICE_NOT_FOUND');
  });
});
