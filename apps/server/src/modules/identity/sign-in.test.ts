import { loginInfoSchema, signInStartResponseSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  anonymousCaller,
  freshClock,
  LONG_SESSION_ENV,
  latestCode,
  mailbox,
  sessionFromGrant,
} from '../../testing/identities.ts';
import { bearer } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const START = '/identity/v1/sign-in/start';
const PASSWORD = '/identity/v1/authenticate/password';

async function setUp(env: Record<string, string> = {}) {
  const testApp = await createTestApp({
    clock: freshClock(),
    env: { ...LONG_SESSION_ENV, ...env },
  });
  const caller = await anonymousCaller(testApp.app);
  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url, headers: caller.headers, payload });
  return { ...testApp, caller, post };
}

describe('POST identity/v1/sign-in/start', () => {
  it('lets an identity with a password and two contacts choose its method', async () => {
    const { post } = await setUp();
    const response = await post(START, { handle: 'Listener@orbitradio.test' });
    expect(response.statusCode).toBe(200);
    expect(signInStartResponseSchema.parse(response.json())).toEqual({
      state: 'AwaitingAuthMethod',
      identityId: 'idn_seed_listener',
      loginInfo: {
        identityId: 'idn_seed_listener',
        contactOptions: [
          { type: 'EMAIL', maskedValue: 'l******@orbitradio.test' },
          { type: 'PHONE', maskedValue: '***-***-0142' },
        ],
        hasPassword: true,
        hasPasskey: false,
      },
      methods: ['password', 'email', 'phone'],
      otp: null,
    });
  });

  it('sends a passcode at once to a passwordless identity with one contact', async () => {
    const { app, post, clock } = await setUp();
    const response = await post(START, {
      handle: 'passwordless@orbitradio.test',
      language: 'fr-CA',
    });
    expect(response.json()).toMatchObject({
      state: 'AwaitingOTP',
      identityId: 'idn_seed_passwordless',
      methods: ['email'],
      otp: {
        otpOption: 'EMAIL',
        expiresAt: new Date(clock.now().getTime() + 600_000).toISOString(),
        resendAvailableAt: new Date(clock.now().getTime() + 30_000).toISOString(),
      },
    });
    const [message] = await mailbox(app, 'passwordless@orbitradio.test');
    expect(message).toMatchObject({ template: 'otp-code', locale: 'fr-CA' });
    expect(message?.subject).toBe('Votre code de vérification Orbit Radio');
    expect(message?.text).toMatch(/Utilisez le code \d{6} pour vous connecter à Orbit Radio/);
  });

  it('answers a handle nobody has in the same shape, stable, and sends nothing', async () => {
    const { app, post } = await setUp();
    const known = (await post(START, { handle: 'listener@orbitradio.test' })).json();
    const first = await post(START, { handle: 'Nobody.Here@orbitradio.test' });
    const again = await post(START, { handle: 'nobody.here@orbitradio.test' });

    expect(first.statusCode).toBe(200);
    const unknown = signInStartResponseSchema.parse(first.json());
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
    expect(unknown).toMatchObject({
      state: 'AwaitingAuthMethod',
      methods: ['password', 'email'],
      otp: null,
      loginInfo: {
        contactOptions: [{ type: 'EMAIL', maskedValue: 'N******@orbitradio.test' }],
        hasPassword: true,
        hasPasskey: false,
      },
    });
    // Shaped like a real id (a UUIDv7 with a past time), and the same on every call.
    expect(unknown.identityId).toMatch(/^idn_[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(again.json().identityId).toBe(unknown.identityId);
    const usernameStandIn = (await post(START, { handle: 'nobody1234' })).json();
    expect(usernameStandIn.loginInfo.contactOptions[0].maskedValue).toMatch(
      /^[a-z]\*{6}@[a-z]+\.com$/,
    );
    expect(await mailbox(app, 'Nobody.Here@orbitradio.test')).toEqual([]);
  });

  it('refuses a handle that is neither an email nor a username', async () => {
    const { post } = await setUp();
    expectRefused(await post(START, { handle: 'a b' }), 400, 'INVALID_HANDLE');
  });
});

describe('GET identity/v1/identities/status', () => {
  it('answers the login info without sending anything, stand-ins included', async () => {
    const { app, caller } = await setUp();
    const status = (handle: string) =>
      app.inject({
        method: 'GET',
        url: `/identity/v1/identities/status?handle=${encodeURIComponent(handle)}`,
        headers: caller.headers,
      });
    const before = (await mailbox(app, 'passwordless@orbitradio.test')).length;
    const known = loginInfoSchema.parse((await status('passwordless@orbitradio.test')).json());
    expect(known).toEqual({
      identityId: 'idn_seed_passwordless',
      contactOptions: [{ type: 'EMAIL', maskedValue: 'p******@orbitradio.test' }],
      hasPassword: false,
      hasPasskey: false,
    });
    expect(await mailbox(app, 'passwordless@orbitradio.test')).toHaveLength(before);
    const unknown = loginInfoSchema.parse((await status('ghost@orbitradio.test')).json());
    expect(unknown.hasPassword).toBe(true);
  });
});

describe('POST identity/v1/authenticate/password', () => {
  it('answers an identity grant that opens an authenticated session', async () => {
    const { app, post, caller } = await setUp();
    const response = await post(PASSWORD, { handle: 'orbitowner1', password: 'Nebula-Drift-77' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      identityId: 'idn_seed_account_holder',
      emailAddress: 'owner@orbitradio.test',
      grant: expect.stringMatching(/^osg_/),
    });
    const session = await sessionFromGrant(app, caller.device, response.json());
    const me = await app.inject({
      method: 'GET',
      url: '/identity/v1/identities/me',
      headers: bearer(session),
    });
    expect(me.json()).toMatchObject({ identityId: 'idn_seed_account_holder', state: 'ACCOUNT' });
  });

  it('also takes the contact email as the handle', async () => {
    const { post } = await setUp();
    const response = await post(PASSWORD, {
      handle: 'OWNER@orbitradio.test',
      password: 'Nebula-Drift-77',
    });
    expect(response.json().identityId).toBe('idn_seed_account_holder');
  });

  it('answers an unknown handle, a wrong password and a passwordless identity alike', async () => {
    const { post } = await setUp();
    const bodies = [];
    for (const payload of [
      { handle: 'listener@orbitradio.test', password: 'Wrong-Guess-11' },
      { handle: 'nobody.at.all@orbitradio.test', password: 'Wrong-Guess-11' },
      { handle: 'passwordless@orbitradio.test', password: 'Wrong-Guess-11' },
    ]) {
      bodies.push(expectRefused(await post(PASSWORD, payload), 400, 'INVALID_CREDENTIALS'));
    }
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it('refuses a malformed handle with INVALID_HANDLE', async () => {
    const { post } = await setUp();
    expectRefused(await post(PASSWORD, { handle: 'abc', password: 'x' }), 400, 'INVALID_HANDLE');
  });

  it('limits attempts per client address, shared through the database', async () => {
    const { post, clock } = await setUp({ SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '3' });
    const attempt = () => post(PASSWORD, { handle: 'orbitowner1', password: 'Nebula-Drift-77' });
    for (let count = 1; count <= 3; count += 1) expect((await attempt()).statusCode).toBe(200);
    const refused = await attempt();
    expectRefused(refused, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advanceSeconds(60);
    expect((await attempt()).statusCode).toBe(200);
  });
});

describe('grant sign-in and the signed-in identity', () => {
  it('refuses an unusable OTP or magic-link grant with INVALID_CREDENTIALS', async () => {
    const { post } = await setUp();
    for (const url of ['/identity/v1/authenticate/otp', '/identity/v1/authenticate/magic-link']) {
      expectRefused(await post(url, { grant: 'oog_not-a-grant' }), 400, 'INVALID_CREDENTIALS');
    }
  });

  it('signs in once with an OTP grant: the grant is single use', async () => {
    const { app, post } = await setUp();
    await post('/otp/v1/initiate', { identityId: 'idn_seed_listener', otpOption: 'EMAIL' });
    const code = await latestCode(app, 'listener@orbitradio.test');
    const { grant } = (
      await post('/otp/v1/redeem', { identityId: 'idn_seed_listener', otp: code })
    ).json();
    expect((await post('/identity/v1/authenticate/otp', { grant })).statusCode).toBe(200);
    expectRefused(
      await post('/identity/v1/authenticate/otp', { grant }),
      400,
      'INVALID_CREDENTIALS',
    );
  });

  it('refuses identities/me to an anonymous session with 403', async () => {
    const { app, caller } = await setUp();
    const response = await app.inject({
      method: 'GET',
      url: '/identity/v1/identities/me',
      headers: caller.headers,
    });
    expectRefused(response, 403, 'FORBIDDEN');
  });
});
