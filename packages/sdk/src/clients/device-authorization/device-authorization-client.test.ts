import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../http/sdk-errors.ts';
import { FakeService, fakeDeviceGrant, fakeSession } from '../../testing/fake-service.ts';
import { flushPromises } from '../../testing/manual-time.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import { createDeviceAuthorizationClient } from './index.ts';

const AUTHENTICATE = 'POST /device-authorization/v1/user-codes/authenticate';

const CODE = {
  device_code: 'odc_1',
  user_code: 'BCDF-GHJK',
  verification_uri: 'https://care.test/subscribe/linking/tv',
  verification_uri_complete: 'https://care.test/subscribe/linking/tv?code=BCDF-GHJK',
  expires_in: 600,
  interval: 5,
  flow: 'tv' as const,
};

const refusal = (code: string, extras: Record<string, unknown> = {}) => ({
  status: 400,
  body: { code, description: code, invalidFields: [], notFoundResourceType: null, extras },
});

async function started() {
  const service = new FakeService();
  service.on('POST /device/v1/grants', { status: 200, body: fakeDeviceGrant(service.time.now()) });
  service.on('POST /session/v1/sessions/anonymous', () => ({
    status: 200,
    body: fakeSession(service.time.now()),
  }));
  service.on('POST /session/v1/sessions/device', () => ({
    status: 200,
    body: fakeSession(service.time.now(), { sessionType: 'authenticated' }),
  }));
  const { sdk } = createTestSdk(service);
  await sdk.session.bootstrap();
  return { sdk, service, client: createDeviceAuthorizationClient(sdk) };
}

/** Moves time on in steps so each timer and the request after it run. */
async function advance(service: FakeService, seconds: number) {
  for (let step = 0; step < seconds; step += 1) {
    await service.time.advance(1000);
    await flushPromises();
  }
}

describe('device authorization client', () => {
  it('requests a code for a flow', async () => {
    const { service, client } = await started();
    service.on('POST /device-authorization/v1/user-codes/generate', { status: 200, body: CODE });
    expect(await client.requestCode('car')).toEqual(CODE);
    expect(service.requests.at(-1)).toMatchObject({ method: 'POST' });
    expect(
      service.requests.at(-1)?.headers['X-Device-Grant'] ??
        service.requests.at(-1)?.headers['x-device-grant'],
    ).toBeTruthy();
  });

  it('polls at the interval, slows down by what the server says, and signs the device in', async () => {
    const { sdk, service, client } = await started();
    const polledAt: number[] = [];
    const answers = [
      refusal('authorization_pending', { interval: 5 }),
      refusal('slow_down', { interval: 10 }),
      {
        status: 200,
        body: { identityId: 'idn_1', grant: 'osg_tv', grantExpiresAt: '2030-01-01T00:00:00Z' },
      },
    ];
    service.on(AUTHENTICATE, (request) => {
      polledAt.push(service.time.now());
      expect(request.body).toEqual({ deviceCode: 'odc_1' });
      return answers.shift() ?? refusal('invalid_grant');
    });
    const pending: number[] = [];
    const start = service.time.now();
    const done = client.pollForSession(CODE, {
      onPending: ({ intervalSeconds }) => pending.push(intervalSeconds),
    });
    await advance(service, 25);
    const session = await done;
    expect(polledAt.map((at) => (at - start) / 1000)).toEqual([5, 10, 20]);
    expect(pending).toEqual([5, 10]);
    expect(session.sessionType).toBe('authenticated');
    expect(service.requests.at(-1)).toMatchObject({
      path: '/session/v1/sessions/device',
      body: { grant: 'osg_tv' },
    });
    expect(sdk.session.isAuthenticated).toBe(true);
  });

  it.each(['expired_token', 'access_denied', 'invalid_grant'])('stops on %s', async (code) => {
    const { service, client } = await started();
    service.on(AUTHENTICATE, refusal(code));
    const outcome = client.pollForSession(CODE).catch((error: unknown) => error);
    await advance(service, 6);
    const error = await outcome;
    expect(isServiceError(error) && error.code).toBe(code);
  });

  it('stops polling when aborted', async () => {
    const { service, client } = await started();
    service.on(AUTHENTICATE, refusal('authorization_pending', { interval: 5 }));
    const controller = new AbortController();
    const outcome = client
      .pollForSession(CODE, { signal: controller.signal })
      .catch((error: unknown) => error);
    await advance(service, 6);
    controller.abort(new Error('left the screen'));
    expect(await outcome).toMatchObject({ message: 'left the screen' });
  });

  it('authorizes user codes and link codes as XXXX-XXXX from the signed-in browser', async () => {
    const { service, client } = await started();
    service.on('POST /device-authorization/v1/user-codes/authorize', {
      status: 200,
      body: { status: 'APPROVED', flow: 'tv', deviceId: null },
    });
    service.on('POST /device-authorization/v1/link-codes/authorize', {
      status: 200,
      body: { status: 'APPROVED', flow: 'speaker', deviceId: 'dev_9' },
    });
    expect((await client.authorizeUserCode('bcdfghjk')).status).toBe('APPROVED');
    expect(service.requests.at(-1)?.body).toEqual({ userCode: 'BCDF-GHJK' });
    expect((await client.authorizeLinkCode('ZZZZ zzzz', { deny: true })).deviceId).toBe('dev_9');
    expect(service.requests.at(-1)?.body).toEqual({ linkCode: 'ZZZZ-ZZZZ', deny: true });
  });
});
