import { describe, expect, it } from 'vitest';
import { isHumanCheckRequired } from '../../http/human-check-required.ts';
import { isServiceError } from '../../http/sdk-errors.ts';
import { FakeService, fakeDeviceGrant, fakeSession } from '../../testing/fake-service.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import { createIdentityClient } from './index.ts';

const GRANTS = 'POST /device/v1/grants';
const ANONYMOUS = 'POST /session/v1/sessions/anonymous';
const AUTHENTICATED = 'POST /session/v1/sessions/authenticated';

const identity = {
  identityId: 'idn_1',
  state: 'STREAMING',
  handle: 'new@orbitradio.test',
  contact: { emailAddress: 'new@orbitradio.test', phoneNumber: null },
  language: 'en-US',
  accountNumber: null,
};

function grant(service: FakeService, value = 'osg_1') {
  return {
    identityId: 'idn_1',
    emailAddress: 'new@orbitradio.test',
    grant: value,
    grantExpiresAt: new Date(service.time.now() + 60_000).toISOString(),
  };
}

async function started() {
  const service = new FakeService();
  service.on(GRANTS, { status: 200, body: fakeDeviceGrant(service.time.now()) });
  service.on(ANONYMOUS, () => ({ status: 200, body: fakeSession(service.time.now()) }));
  service.on(AUTHENTICATED, () => ({
    status: 200,
    body: fakeSession(service.time.now(), { sessionType: 'authenticated' }),
  }));
  const { sdk } = createTestSdk(service);
  await sdk.session.bootstrap();
  return { sdk, service, identity: createIdentityClient(sdk) };
}

const error = (status: number, code: string, extras: Record<string, unknown> = {}) => ({
  status,
  body: { code, description: code, invalidFields: [], notFoundResourceType: null, extras },
});

describe('identity client', () => {
  it('signs up (v1): the code sent, nothing signed in until the code is redeemed', async () => {
    const { sdk, service, identity: client } = await started();
    const extras = {
      identityId: 'idn_pending',
      maskedEmail: 'n******@orbitradio.test',
      otpOption: 'EMAIL',
      expiresAt: new Date(service.time.now() + 600_000).toISOString(),
    };
    service.on(
      'POST /identity/v1/identities',
      error(428, 'WAITING_ON_ONE_TIME_PASSWORD_ERROR', extras),
    );
    const sent = await client.signUp({ emailAddress: 'new@orbitradio.test', password: 'x' });
    expect(sent).toEqual(extras);
    expect(sdk.session.isAuthenticated).toBe(false);

    service.on('POST /otp/v1/initiate', {
      status: 200,
      body: {
        otpOption: 'EMAIL',
        expiresAt: extras.expiresAt,
        resendAvailableAt: extras.expiresAt,
      },
    });
    await client.resendSignUpCode(sent, 'fr-CA');
    expect(service.requests.at(-1)?.body).toEqual({
      identityId: 'idn_pending',
      otpOption: 'EMAIL',
      otpContext: 'SIGN_UP',
      language: 'fr-CA',
    });

    service.on('POST /otp/v1/redeem', {
      status: 200,
      body: { grant: 'oog_1', grantExpiresAt: extras.expiresAt },
    });
    service.on('POST /identity/v1/authenticate/otp', { status: 200, body: grant(service) });
    await client.finishSignUp(sent, '123456', 'new@orbitradio.test');
    expect(service.requests.find((r) => r.path === '/otp/v1/redeem')?.body).toEqual({
      identityId: 'idn_pending',
      otp: '123456',
    });
    expect(service.requests.at(-1)).toMatchObject({ path: '/session/v1/sessions/authenticated' });
    expect(service.requests.at(-1)?.body).toMatchObject({ grant: 'osg_1' });
    expect(sdk.session.isAuthenticated).toBe(true);
    expect(sdk.session.handle).toBe('new@orbitradio.test');
  });

  it('resets a signed-in person to anonymous before a v2 sign-up', async () => {
    const { sdk, service, identity: client } = await started();
    await sdk.session.signIn('osg_0', { handle: 'old@orbitradio.test' });
    service.on('POST /identity/v2/identities', (request) => {
      expect(sdk.session.isAuthenticated).toBe(false);
      expect(request.body).toMatchObject({ username: 'listener42' });
      return error(428, 'WAITING_ON_ONE_TIME_PASSWORD_ERROR', {
        identityId: 'idn_pending',
        maskedEmail: 'n******@orbitradio.test',
        otpOption: 'EMAIL',
        expiresAt: new Date(service.time.now() + 600_000).toISOString(),
      });
    });
    await client.signUp({
      version: 2,
      emailAddress: 'new@orbitradio.test',
      password: 'Comet-Tail-42',
      username: 'listener42',
    });
    expect(service.count('POST /identity/v2/identities')).toBe(1);
    expect(sdk.session.isAuthenticated).toBe(false);
  });

  it('keeps the server code and extras of a refused sign-up', async () => {
    const { sdk, service, identity: client } = await started();
    service.on(
      'POST /identity/v1/identities',
      error(400, 'PASSWORD_DISALLOWED_WORDS', { word: 'orbit' }),
    );
    const failure = await client
      .signUp({ emailAddress: 'a@orbitradio.test', password: 'Orbit-123' })
      .catch((e: unknown) => e);
    expect(isServiceError(failure) && failure.code).toBe('PASSWORD_DISALLOWED_WORDS');
    expect(isServiceError(failure) && failure.extras.word).toBe('orbit');
    expect(sdk.session.isAuthenticated).toBe(false);
  });

  it('starts a sign-in and signs in with a password', async () => {
    const { sdk, service, identity: client } = await started();
    service.on('POST /identity/v1/sign-in/start', {
      status: 200,
      body: {
        state: 'AwaitingAuthMethod',
        identityId: 'idn_1',
        loginInfo: {
          identityId: 'idn_1',
          contactOptions: [{ type: 'EMAIL', maskedValue: 'n***@orbitradio.test' }],
          hasPassword: true,
          hasPasskey: false,
        },
        methods: ['password', 'email'],
        otp: null,
      },
    });
    service.on('POST /identity/v1/authenticate/password', { status: 200, body: grant(service) });
    const start = await client.startSignIn('new@orbitradio.test');
    expect(start.methods).toEqual(['password', 'email']);
    await client.signInWithPassword('new@orbitradio.test', 'Comet-Tail-42');
    const passwordCall = service.requests.find((r) => r.path.endsWith('/authenticate/password'));
    expect(passwordCall?.body).toEqual({
      handle: 'new@orbitradio.test',
      password: 'Comet-Tail-42',
    });
    expect(sdk.session.isAuthenticated).toBe(true);
  });

  it('reports a sign-in delay as the service error it is, without signing in', async () => {
    const { sdk, service, identity: client } = await started();
    service.on(
      'POST /identity/v1/authenticate/password',
      error(429, 'SIGN_IN_DELAYED', { retryAfterSeconds: 4 }),
    );
    await expect(client.signInWithPassword('a@b.test', 'nope')).rejects.toMatchObject({
      kind: 'service',
      status: 429,
      code: 'SIGN_IN_DELAYED',
      extras: { retryAfterSeconds: 4 },
    });
    expect(service.count(AUTHENTICATED)).toBe(0);
    expect(sdk.session.isAuthenticated).toBe(false);
  });

  it('surfaces CAPTCHA_REQUIRED with its challenge, then sends the proof with the retry', async () => {
    const { sdk, service, identity: client } = await started();
    const humanCheck = {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: 'ab',
        salt: 'cd',
        cost: 1,
        keyLength: 32,
        keyPrefix: '00',
      },
      signature: 'ef',
      token: 'signed-challenge',
      expiresAt: '2026-04-01T09:05:00.000Z',
    };
    service
      .on('POST /identity/v1/authenticate/password', error(428, 'CAPTCHA_REQUIRED', { humanCheck }))
      .on('POST /identity/v1/authenticate/password', { status: 200, body: grant(service) });
    const refusal = await client.signInWithPassword('a@b.test', 'Comet-Tail-42').catch((e) => e);
    expect(isHumanCheckRequired(refusal)).toBe(true);
    expect(isHumanCheckRequired(refusal) && refusal.humanCheck).toEqual(humanCheck);
    expect(sdk.session.isAuthenticated).toBe(false);

    const proof = { token: 'signed-challenge', answer: '7.00ff' };
    await client.signInWithPassword('a@b.test', 'Comet-Tail-42', { humanCheck: proof });
    const calls = service.requests.filter((r) => r.path.endsWith('/authenticate/password'));
    expect(calls.at(-1)?.body).toEqual({
      handle: 'a@b.test',
      password: 'Comet-Tail-42',
      humanCheck: proof,
    });
    expect(sdk.session.isAuthenticated).toBe(true);
  });

  it('does not call a refusal without a readable challenge a human check', async () => {
    const { service, identity: client } = await started();
    service.on('POST /identity/v1/authenticate/password', error(428, 'CAPTCHA_REQUIRED'));
    const refusal = await client.signInWithPassword('a@b.test', 'x').catch((e) => e);
    expect(isServiceError(refusal) && refusal.code).toBe('CAPTCHA_REQUIRED');
    expect(isHumanCheckRequired(refusal)).toBe(false);
  });

  it('walks the OTP chain: redeem, authenticate/otp, session', async () => {
    const { sdk, service, identity: client } = await started();
    const expires = new Date(service.time.now() + 600_000).toISOString();
    service.on('POST /otp/v1/initiate', {
      status: 200,
      body: { otpOption: 'EMAIL', expiresAt: expires, resendAvailableAt: expires },
    });
    service.on('POST /otp/v1/redeem', {
      status: 200,
      body: { grant: 'oog_1', grantExpiresAt: expires },
    });
    service.on('POST /identity/v1/authenticate/otp', (request) => {
      expect(request.body).toEqual({ grant: 'oog_1' });
      return { status: 200, body: grant(service, 'osg_otp') };
    });
    await client.sendOtp({ identityId: 'idn_1', otpOption: 'EMAIL' });
    await client.signInWithOtp('idn_1', '123456', 'new@orbitradio.test');
    expect(service.requests.map((r) => `${r.method} ${r.path}`).slice(-4)).toEqual([
      'POST /otp/v1/initiate',
      'POST /otp/v1/redeem',
      'POST /identity/v1/authenticate/otp',
      AUTHENTICATED,
    ]);
    expect(sdk.session.isAuthenticated).toBe(true);
  });

  it('keeps the OTP service codes (INVALID) and does not sign in', async () => {
    const { sdk, service, identity: client } = await started();
    service.on('POST /otp/v1/redeem', error(400, 'INVALID'));
    await expect(client.signInWithOtp('idn_1', '000000')).rejects.toMatchObject({
      code: 'INVALID',
    });
    expect(sdk.session.isAuthenticated).toBe(false);
  });

  it('requests and redeems a magic link', async () => {
    const { sdk, service, identity: client } = await started();
    service.on('POST /magic-link/v1/request', { status: 202, body: { accepted: true } });
    service.on('POST /magic-link/v1/redeem/oml_abc', {
      status: 200,
      body: { grant: 'omg_1', grantExpiresAt: new Date().toISOString() },
    });
    service.on('POST /identity/v1/authenticate/magic-link', {
      status: 200,
      body: grant(service, 'osg_ml'),
    });
    await client.requestMagicLink('new@orbitradio.test', { language: 'fr-CA' });
    expect(service.requests.find((r) => r.path === '/magic-link/v1/request')?.body).toEqual({
      emailAddress: 'new@orbitradio.test',
      language: 'fr-CA',
    });
    await client.redeemMagicLink('oml_abc');
    expect(sdk.session.isAuthenticated).toBe(true);
    expect(sdk.session.handle).toBe('new@orbitradio.test');
  });

  it('sends the proof of a solved human check with a passcode or a link', async () => {
    const { service, identity: client } = await started();
    const expires = new Date(service.time.now() + 600_000).toISOString();
    service.on('POST /otp/v1/initiate', {
      status: 200,
      body: { otpOption: 'EMAIL', expiresAt: expires, resendAvailableAt: expires },
    });
    service.on('POST /magic-link/v1/request', { status: 202, body: { accepted: true } });
    const humanCheck = { token: 'signed-challenge', answer: '7.00ff' };
    await client.sendOtp({ identityId: 'idn_1', otpOption: 'EMAIL', humanCheck });
    await client.requestMagicLink('new@orbitradio.test', { humanCheck });
    expect(service.requests.find((r) => r.path === '/otp/v1/initiate')?.body).toEqual({
      identityId: 'idn_1',
      otpOption: 'EMAIL',
      humanCheck,
    });
    expect(service.requests.find((r) => r.path === '/magic-link/v1/request')?.body).toEqual({
      emailAddress: 'new@orbitradio.test',
      humanCheck,
    });
  });

  it('sends credential changes with the current password', async () => {
    const { service, identity: client } = await started();
    const changed = { status: 200, body: { identity, otherSessionsRevoked: 2 } };
    service.on('POST /identitygroups/v1/change-handle', changed);
    service.on('POST /identitygroups/v1/change-password', changed);
    service.on('POST /identitygroups/v1/change-phone-number', error(400, 'INVALID_PHONE_NUMBER'));
    await client.changeHandle({ handle: 'n@orbitradio.test', currentPassword: 'pw' });
    await expect(
      client.changePassword({ newPassword: 'Nova-Star-19', currentPassword: 'pw' }),
    ).resolves.toMatchObject({ otherSessionsRevoked: 2 });
    await expect(
      client.changePhoneNumber({ phoneNumber: '12', currentPassword: 'pw' }),
    ).rejects.toMatchObject({ code: 'INVALID_PHONE_NUMBER' });
    expect(service.requests.find((r) => r.path.endsWith('change-handle'))?.body).toEqual({
      handle: 'n@orbitradio.test',
      currentPassword: 'pw',
    });
  });

  it('reads and patches the profile, checking the answer', async () => {
    const { service, identity: client } = await started();
    const profile = {
      ...identity,
      firstName: null,
      lastName: null,
      emailVerified: true,
      phoneVerified: false,
      createdAt: new Date().toISOString(),
    };
    service.on('GET /profile/v1/profile', { status: 200, body: profile });
    service.on('PATCH /profile/v1/profile', {
      status: 200,
      body: { ...profile, firstName: 'Ana' },
    });
    await expect(client.getProfile()).resolves.toMatchObject({ handle: identity.handle });
    await expect(client.updateProfile({ firstName: 'Ana' })).resolves.toMatchObject({
      firstName: 'Ana',
    });
    service.only('GET /profile/v1/profile', { status: 200, body: { handle: 3 } });
    await expect(client.getProfile()).rejects.toBeDefined();
  });

  it('asks the record of sale about an email, and keeps its 403 for anyone else’s', async () => {
    const { service, identity: client } = await started();
    service.on('GET /record-of-sale/v1/records/exists', { status: 200, body: { exists: true } });
    service.on('GET /record-of-sale/v1/records/status', {
      status: 200,
      body: { status: 'TRIAL_OFFERED', soldOn: '2026-11-01', vinLastFour: '0202' },
    });
    await expect(client.recordOfSaleExists('new@orbitradio.test')).resolves.toBe(true);
    await expect(client.recordOfSaleStatus('new@orbitradio.test')).resolves.toEqual({
      status: 'TRIAL_OFFERED',
      soldOn: '2026-11-01',
      vinLastFour: '0202',
    });
    const asked = service.requests.filter((request) => request.path.startsWith('/record-of-sale'));
    expect(asked.map((request) => request.query.email)).toEqual([
      'new@orbitradio.test',
      'new@orbitradio.test',
    ]);
    service.only('GET /record-of-sale/v1/records/exists', error(403, 'FORBIDDEN'));
    const refused = await client.recordOfSaleExists('someone@orbitradio.test').catch((e) => e);
    expect(isServiceError(refused) && refused.status).toBe(403);
  });

  it('deletes the identity, then carries on anonymous', async () => {
    const { sdk, service, identity: client } = await started();
    await sdk.session.signIn('osg_0', { handle: 'old@orbitradio.test' });
    service.on('DELETE /orchestration/v1/identities', (request) => {
      expect(request.body).toEqual({ currentPassword: 'pw' });
      return { status: 200, body: { deleted: true, revokedSessions: 1 } };
    });
    await client.deleteIdentity({ currentPassword: 'pw' });
    expect(sdk.session.isAuthenticated).toBe(false);
    expect(sdk.session.session?.sessionType).toBe('anonymous');
  });

  it('signs out even when a new anonymous session cannot be had', async () => {
    const { sdk, service, identity: client } = await started();
    await sdk.session.signIn('osg_0', { handle: 'old@orbitradio.test' });
    // The held anonymous session has expired: signing out must ask for a new one, which fails.
    await service.time.advance(31 * 24 * 3_600_000);
    service.only(ANONYMOUS, 'network-error');
    await expect(client.signOut()).resolves.toBeUndefined();
    expect(sdk.session.isAuthenticated).toBe(false);
  });
});
