import { careLinkDeviceResultSchema, detailedVehicleStateSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { PARTNER_API_CUSTOMERS } from '../../../db/seed/partner-api-accounts.ts';
import { careData, careError } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { bearer, createDeviceGrant, withGrant } from '../../../testing/service-sessions.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { customerBrowser } from '../account-linking/partner-dance.testing.ts';

const NOW = new Date('2026-11-20T14:00:00Z');
const { listener, suspended, driver } = PARTNER_API_CUSTOMERS;
const driverSubscription = driver.plans[0].subscriptionId;

async function signedIn(testApp: TestApp, customer: { handle: string; password: string }) {
  const browser = customerBrowser(testApp);
  await browser.signIn(customer.handle, customer.password);
  return browser;
}

/** A TV asks for a code (RFC 8628), as it shows it on screen; then polls and signs in. */
async function tvShowingCode(app: App) {
  const device = await createDeviceGrant(app);
  const generated = await app.inject({
    method: 'POST',
    url: '/device-authorization/v1/user-codes/generate?flow=tv',
    headers: withGrant(device),
  });
  expect(generated.statusCode, generated.body).toBe(200);
  const { device_code, user_code } = generated.json() as { device_code: string; user_code: string };
  return {
    userCode: user_code,
    /** The TV's poll and its sign-in: its session, or the poll's refusal. */
    async signIn() {
      const polled = await app.inject({
        method: 'POST',
        url: '/device-authorization/v1/user-codes/authenticate',
        headers: withGrant(device),
        payload: { deviceCode: device_code },
      });
      if (polled.statusCode !== 200) return { polled: polled.statusCode } as const;
      const session = await app.inject({
        method: 'POST',
        url: '/session/v1/sessions/device',
        headers: withGrant(device),
        payload: { grant: polled.json().grant },
      });
      expect(session.statusCode, session.body).toBe(200);
      return { session: session.json() as { accessToken: string } };
    },
  };
}

describe('purchase/link-device (legacy, ADR 081)', () => {
  it('links the TV showing the code to the signed-in customer: its next poll signs it in as them', async () => {
    const testApp = await createTestApp({ clock: createFakeClock(NOW) });
    const tv = await tvShowingCode(testApp.app);
    const browser = await signedIn(testApp, driver);
    const linked = await browser.post('/services/purchase/link-device', {
      subscriptionId: driverSubscription,
      activationCode: tv.userCode.toLowerCase(),
    });
    expect(careData(linked, careLinkDeviceResultSchema)).toEqual({
      status: 'SUCCESS',
      flow: 'tv',
      subscriptionId: driverSubscription,
    });
    const signedInTv = await tv.signIn();
    const session = 'session' in signedInTv ? signedInTv.session : undefined;
    if (!session) throw new Error('the TV did not sign in');
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/identity/v1/identities/me',
      headers: bearer(session),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ identityId: driver.identityId });
  });

  it('refuses before touching the code: another’s subscription 404, a suspended one 409', async () => {
    const testApp = await createTestApp({ clock: createFakeClock(NOW) });
    const tv = await tvShowingCode(testApp.app);
    const asDriver = await signedIn(testApp, driver);
    careError(
      await asDriver.post('/services/purchase/link-device', {
        subscriptionId: listener.plans[0].subscriptionId,
        activationCode: tv.userCode,
      }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    const asSuspended = await signedIn(testApp, suspended);
    careError(
      await asSuspended.post('/services/purchase/link-device', {
        subscriptionId: suspended.plans[0].subscriptionId,
        activationCode: tv.userCode,
      }),
      409,
      'NO_SUBSCRIPTION',
    );
    // Nothing linked: the TV still waits for its code.
    expect(await tv.signIn()).toEqual({ polled: 400 });
    // A wrong code is the activation code's refusal, on its field.
    const wrong = careError(
      await asDriver.post('/services/purchase/link-device', {
        subscriptionId: driverSubscription,
        activationCode: 'BCDF-GHJK',
      }),
      400,
      'INVALID_ACTIVATION_CODE',
    );
    expect(wrong.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'activationCode' }]);
    // Used once, a code is spent.
    const first = await asDriver.post('/services/purchase/link-device', {
      subscriptionId: driverSubscription,
      activationCode: tv.userCode,
    });
    expect(first.statusCode, first.body).toBe(200);
    careError(
      await asDriver.post('/services/purchase/link-device', {
        subscriptionId: driverSubscription,
        activationCode: tv.userCode,
      }),
      400,
      'INVALID_ACTIVATION_CODE',
    );
  });
});

describe('account/oem (legacy, ADR 081)', () => {
  it('answers the car of the customer’s subscription, and nothing of anyone else’s', async () => {
    const testApp = await createTestApp({ clock: createFakeClock(NOW) });
    const asDriver = await signedIn(testApp, driver);
    const car = careData(
      await asDriver.post('/services/account/oem', { subscriptionId: driverSubscription }),
      detailedVehicleStateSchema,
    );
    expect(car).toMatchObject({
      radioId: 'TC000257',
      make: 'Lumen',
      model: 'Arc',
      year: 2024,
    });
    careError(
      await asDriver.post('/services/account/oem', {
        subscriptionId: listener.plans[0].subscriptionId,
      }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    careError(
      await asDriver.post('/services/account/oem', { subscriptionId: 'sub_does_not_exist' }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
  });
});
