import { USER_CODE_ALPHABET } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices } from '../../db/schema/index.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  anonymousCaller,
  freshClock,
  insertIdentity,
  LONG_SESSION_ENV,
} from '../../testing/identities.ts';
import { bearer, createDeviceGrant, signIn, withGrant } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { purgeCeremonyRows } from './ceremony-purge.ts';

const BASE = '/device-authorization/v1';

async function setUp(env: Record<string, string> = {}) {
  const testApp = await createTestApp({
    clock: freshClock(),
    env: { ...LONG_SESSION_ENV, ...env },
  });
  const { app, clock } = testApp;
  const identity = await insertIdentity(testApp, {
    handle: `tv-${Math.random().toString(36).slice(2, 10)}@orbitradio.test`,
  });
  const browser = await signIn(testApp, identity.id);
  const tv = await createDeviceGrant(app);
  const generate = (flow?: string, device = tv) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/user-codes/generate${flow ? `?flow=${flow}` : ''}`,
      headers: { host: 'localhost:8080', ...withGrant(device) },
    });
  const authorize = (
    code: string,
    options: { deny?: boolean; link?: boolean; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/${options.link ? 'link-codes' : 'user-codes'}/authorize`,
      headers: options.headers ?? bearer(browser.session),
      payload: {
        [options.link ? 'linkCode' : 'userCode']: code,
        ...(options.deny ? { deny: true } : {}),
      },
    });
  const poll = (deviceCode: string, device = tv) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/user-codes/authenticate`,
      headers: withGrant(device),
      payload: { deviceCode },
    });
  const started = async (flow?: string) => {
    const response = await generate(flow);
    expect(response.statusCode).toBe(200);
    return response.json() as { device_code: string; user_code: string; interval: number };
  };
  return { ...testApp, identity, browser, tv, generate, authorize, poll, started, clock };
}

/** The same first half, another second half: a wrong guess at this code. */
function wrongGuessAt(userCode: string): string {
  const [first, second = ''] = userCode.split('-');
  const changed = second
    .split('')
    .map(
      (char) =>
        USER_CODE_ALPHABET[(USER_CODE_ALPHABET.indexOf(char) + 1) % USER_CODE_ALPHABET.length],
    )
    .join('');
  return `${first}-${changed}`;
}

describe('device authorization (RFC 8628)', () => {
  it('answers a device code and a XXXX-XXXX user code of the no-vowel alphabet', async () => {
    const { started, generate } = await setUp();
    const tvCode = await generate('tv');
    const body = tvCode.json();
    expect(body).toMatchObject({
      device_code: expect.stringMatching(/^odc_/),
      user_code: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
      verification_uri: 'http://localhost:8080/subscribe/linking/tv',
      expires_in: 600,
      interval: 5,
      flow: 'tv',
    });
    expect(body.verification_uri_complete).toBe(
      `http://localhost:8080/subscribe/linking/tv?code=${body.user_code}`,
    );
    expect(tvCode.headers['cache-control']).toContain('no-store');
    expect((await started()).user_code).not.toBe(body.user_code);
    expect((await generate('speaker')).json().verification_uri).toMatch(
      /\/subscribe\/linking\/speaker$/,
    );
    expectRefused(await generate('fridge'), 400, 'INVALID_PAYLOAD');
  });

  it('polls pending, then hands one device-authorization grant for sessions/device', async () => {
    const { started, poll, authorize, clock, app, tv, identity } = await setUp();
    const { device_code, user_code } = await started('tv');
    const pending = expectRefused(await poll(device_code), 400, 'authorization_pending');
    expect(pending.extras).toEqual({ interval: 5 });
    clock.advanceSeconds(5);

    // Typed in lower case, without the dash: still the code.
    const approved = await authorize(user_code.replace('-', '').toLowerCase());
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ status: 'APPROVED', flow: 'tv', deviceId: null });

    const granted = await poll(device_code);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      identityId: identity.id,
      grant: expect.stringMatching(/^osg_/),
    });
    const session = await app.inject({
      method: 'POST',
      url: '/session/v1/sessions/device',
      headers: withGrant(tv),
      payload: { grant: granted.json().grant },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().sessionType).toBe('authenticated');
    // The device code is spent once its grant was handed out.
    clock.advanceSeconds(5);
    expectRefused(await poll(device_code), 400, 'invalid_grant');
    expectRefused(await authorize(user_code), 400, 'USER_CODE_EXPIRED');
  });

  it('answers slow_down to a poll before the interval, adding 5 s each time', async () => {
    const { started, poll, clock } = await setUp();
    const { device_code } = await started();
    expectRefused(await poll(device_code), 400, 'authorization_pending');
    clock.advanceSeconds(2);
    expect(expectRefused(await poll(device_code), 400, 'slow_down').extras).toEqual({
      interval: 10,
    });
    clock.advanceSeconds(9);
    expect(expectRefused(await poll(device_code), 400, 'slow_down').extras).toEqual({
      interval: 15,
    });
    clock.advanceSeconds(15);
    expect(expectRefused(await poll(device_code), 400, 'authorization_pending').extras).toEqual({
      interval: 15,
    });
  });

  it('expires: expired_token for the device, USER_CODE_EXPIRED for the browser', async () => {
    const { started, poll, authorize, clock } = await setUp();
    const { device_code, user_code } = await started();
    clock.advanceSeconds(600);
    expectRefused(await poll(device_code), 400, 'expired_token');
    expectRefused(await authorize(user_code), 400, 'USER_CODE_EXPIRED');
  });

  it('access_denied when the customer refuses the device', async () => {
    const { started, poll, authorize } = await setUp();
    const { device_code, user_code } = await started();
    expect((await authorize(user_code, { deny: true })).json()).toMatchObject({ status: 'DENIED' });
    expectRefused(await poll(device_code), 400, 'access_denied');
    expectRefused(await authorize(user_code), 400, 'USER_CODE_EXPIRED');
  });

  it('kills a code after 5 wrong guesses: even the right one is then refused', async () => {
    const { started, poll, authorize } = await setUp();
    const { device_code, user_code } = await started();
    for (let guess = 0; guess < 4; guess += 1) {
      expectRefused(await authorize(wrongGuessAt(user_code)), 400, 'USER_CODE_INVALID');
    }
    expectRefused(await poll(device_code), 400, 'authorization_pending');
    expectRefused(await authorize(wrongGuessAt(user_code)), 400, 'USER_CODE_INVALID');
    expectRefused(await authorize(user_code), 400, 'USER_CODE_EXPIRED');
    expectRefused(await poll(device_code), 400, 'access_denied');
  });

  it('refuses codes that are not eight letters of the alphabet, and unknown codes', async () => {
    const { authorize } = await setUp();
    expectRefused(await authorize('BCDF'), 400, 'USER_CODE_INVALID');
    expectRefused(await authorize('AEIO-UAEI'), 400, 'USER_CODE_INVALID');
    expectRefused(await authorize('ZZZZ-ZZZZ'), 400, 'USER_CODE_INVALID');
  });

  it('needs a signed-in browser to authorize, and the asking device to poll', async () => {
    const { started, authorize, poll, app } = await setUp();
    const { device_code, user_code } = await started();
    const anonymous = await anonymousCaller(app);
    expectRefused(await authorize(user_code, { headers: anonymous.headers }), 403, 'FORBIDDEN');
    expectRefused(await authorize(user_code, { headers: {} }), 401, 'UNAUTHENTICATED');
    const otherDevice = await createDeviceGrant(app);
    expectRefused(await poll(device_code, otherDevice), 400, 'invalid_grant');
    expectRefused(await poll('odc_unknown'), 400, 'invalid_grant');
  });

  it('limits code requests and guesses per client address', async () => {
    const { generate, authorize } = await setUp({ DEVICE_CODE_REQUESTS_PER_IP_PER_MINUTE: '3' });
    expect((await generate()).statusCode).toBe(200);
    expectRefused(await authorize('ZZZZ-ZZZZ'), 400, 'USER_CODE_INVALID');
    expectRefused(await authorize('ZZZZ-ZZZZ'), 400, 'USER_CODE_INVALID');
    const limited = expectRefused(await authorize('ZZZZ-ZZZZ'), 429, 'RATE_LIMIT_EXCEEDED');
    expect(limited).toBeDefined();
    expectRefused(await generate(), 429, 'RATE_LIMIT_EXCEEDED');
  });

  it('limits polls per client address', async () => {
    const { started, poll, clock } = await setUp({ DEVICE_CODE_POLLS_PER_IP_PER_MINUTE: '2' });
    const { device_code } = await started();
    expectRefused(await poll(device_code), 400, 'authorization_pending');
    clock.advanceSeconds(5);
    expectRefused(await poll(device_code), 400, 'authorization_pending');
    expectRefused(await poll(device_code), 429, 'RATE_LIMIT_EXCEEDED');
  });
});

describe('link codes (speakers)', () => {
  it('links the speaker to the identity and lets it poll a session', async () => {
    const { started, authorize, poll, db, tv, identity, clock } = await setUp();
    const { device_code, user_code } = await started('speaker');
    // A speaker's code is a link code: not taken as a TV code.
    expectRefused(await authorize(user_code), 400, 'USER_CODE_INVALID');
    const linked = await authorize(user_code, { link: true });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      status: 'APPROVED',
      flow: 'speaker',
      deviceId: expect.stringMatching(/^dev_/),
    });
    const [speaker] = await db.select().from(devices).where(eq(devices.id, linked.json().deviceId));
    expect(speaker?.identityId).toBe(identity.id);
    expect(speaker?.registeredAt).toEqual(clock.now());
    expect((await poll(device_code, tv)).statusCode).toBe(200);
  });

  it('does not take a TV code as a link code', async () => {
    const { started, authorize } = await setUp();
    const { user_code } = await started('tv');
    expectRefused(await authorize(user_code, { link: true }), 400, 'USER_CODE_INVALID');
    expect((await authorize(user_code)).statusCode).toBe(200);
  });

  it('purges requests a day after they expired', async () => {
    const { started, db, clock } = await setUp();
    await started();
    clock.advanceSeconds(600 + 86_400 + 1);
    expect((await purgeCeremonyRows(db, clock.now())).deviceAuthorizations).toBeGreaterThanOrEqual(
      1,
    );
  });
});
