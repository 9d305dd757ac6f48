import { eventBatchReceiptSchema } from '@orbit/domain';
import { isGenericError, type OrbitSdk } from '@orbit/sdk';
import { describe, expect, it } from 'vitest';
import { listenOnLoopback, newSdkDevice, type SdkDevice, sdkOn } from '../../testing/sdk-client.ts';
import { bearer, refreshSession } from '../../testing/service-sessions.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { markEntitlementsChanged } from './convergence.ts';
import { REFRESH_REUSE_GRACE_MS } from './rotate-session.ts';
import { issueSignInGrant } from './sign-in-grants.ts';

let eventCounter = 0;

/** One telemetry action through the SDK: any authenticated call would do. */
function sendAction(sdk: OrbitSdk) {
  eventCounter++;
  return sdk.caller.call(
    'telemetry',
    'actions',
    {
      body: {
        actions: [
          {
            id: `evt_${eventCounter}`,
            name: 'tune',
            occurredAt: new Date().toISOString(),
            attributes: {},
          },
        ],
      },
    },
    eventBatchReceiptSchema,
  );
}

async function startedSdk(options: { env?: Record<string, string> } = {}) {
  const testApp = await createTestApp(options.env ? { env: options.env } : {});
  const origin = await listenOnLoopback(testApp);
  const device = newSdkDevice();
  const sdk = sdkOn(device, origin, testApp);
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  return { testApp, origin, device, sdk };
}

function reload(device: SdkDevice, origin: string, testApp: TestApp) {
  return sdkOn(device, origin, testApp);
}

describe('the SDK against the real server', () => {
  it('bootstraps cold in two round trips after the config, and warm in none', async () => {
    const { testApp, origin, device, sdk } = await startedSdk();
    expect(device.requests).toEqual([
      'GET /configservice/v1/applications/orbit-care-web/configs/1/me',
      'POST /device/v1/grants',
      'POST /session/v1/sessions/anonymous',
    ]);
    expect(sdk.session.session?.sessionType).toBe('anonymous');
    sdk.dispose();

    device.requests.length = 0;
    const again = reload(device, origin, testApp);
    await again.loadConfig();
    const restored = await again.session.bootstrap();
    expect(device.requests).toEqual([]);
    expect(restored.accessToken).toBe(sdk.session.session?.accessToken);
    await expect(sendAction(again)).resolves.toEqual({ accepted: 1, duplicates: 0 });
  });

  it('refreshes an expired access token on the 401 and carries on', async () => {
    const { testApp, device, sdk } = await startedSdk();
    const first = sdk.session.session;
    testApp.clock.advanceSeconds(901);
    device.requests.length = 0;
    await expect(sendAction(sdk)).resolves.toEqual({ accepted: 1, duplicates: 0 });
    expect(device.requests).toEqual([
      'POST /telemetry/v2/actions',
      'POST /session/v1/sessions/refresh',
      'POST /telemetry/v2/actions',
    ]);
    expect(sdk.session.session?.accessToken).not.toBe(first?.accessToken);
    expect(sdk.session.session?.refreshToken).not.toBe(first?.refreshToken);
  });

  it('starts over anonymous when a stolen refresh token was replayed and the family revoked', async () => {
    const { testApp, sdk } = await startedSdk();
    const stolen = sdk.session.session?.refreshToken ?? '';
    await sdk.session.refresh();
    testApp.clock.advanceSeconds(REFRESH_REUSE_GRACE_MS / 1000);
    // Someone replays the refresh token the SDK already rotated away: the whole family dies.
    expect((await refreshSession(testApp.app, stolen)).statusCode).toBe(401);
    const revoked = sdk.session.session?.accessToken;

    await expect(sendAction(sdk)).resolves.toEqual({ accepted: 1, duplicates: 0 });
    expect(sdk.session.session?.accessToken).not.toBe(revoked);
    expect(sdk.session.session?.sessionType).toBe('anonymous');
  });

  it('signs in with a grant, then revokes every session of that identity', async () => {
    const { testApp, sdk } = await startedSdk();
    const { grant } = await issueSignInGrant(
      testApp.db,
      { identityId: 'idn_listener', kind: 'identity' },
      testApp.clock.now,
    );
    const signedIn = await sdk.session.signIn(grant, { handle: 'listener@example.com' });
    expect(signedIn.sessionType).toBe('authenticated');

    await sdk.session.revokeAll();
    expect(sdk.session.isAuthenticated).toBe(false);
    const oldCall = await testApp.app.inject({
      method: 'POST',
      url: '/telemetry/v2/actions',
      headers: bearer(signedIn),
      payload: {
        actions: [{ id: 'evt_after_revoke', name: 'tune', occurredAt: new Date().toISOString() }],
      },
    });
    expect(oldCall.statusCode).toBe(401);
  });

  it('re-authenticates with the convergence token when the entitlements change', async () => {
    const { testApp, device, sdk } = await startedSdk();
    const { grant } = await issueSignInGrant(
      testApp.db,
      { identityId: 'idn_converge', kind: 'identity' },
      testApp.clock.now,
    );
    const before = await sdk.session.signIn(grant);
    await markEntitlementsChanged(testApp.db, 'idn_converge');

    device.requests.length = 0;
    await sendAction(sdk);
    await expect.poll(() => sdk.session.session?.entitlementHash).not.toBe(before.entitlementHash);
    expect(device.requests).toContain('POST /session/v1/sessions/refresh');
    expect(sdk.session.isAuthenticated).toBe(true);
  });

  it('never calls an endpoint the server disabled', async () => {
    const { device, sdk } = await startedSdk({ env: { DISABLED_ENDPOINTS: 'telemetry.actions' } });
    device.requests.length = 0;
    const error = await sendAction(sdk).catch((e: unknown) => e);
    expect(isGenericError(error) && error.message).toBe('telemetry.actions is disabled');
    expect(device.requests).toEqual([]);
  });
});
