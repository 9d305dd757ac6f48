import { describe, expect, it } from 'vitest';
import { isGenericError, isServiceError } from '../../http/sdk-errors.ts';
import {
  FakeService,
  fakeApplicationConfig,
  fakeDeviceGrant,
  fakeSession,
} from '../../testing/fake-service.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import {
  createPasskeyClient,
  isPasskeyCeremonyError,
  normaliseCredential,
  PASSKEY_DISABLED,
  type PasskeyCeremonies,
  type PasskeyPromptEventDetail,
} from './index.ts';

const START = {
  grant: 'opk_1',
  grantExpiresAt: '2030-01-01T00:00:00Z',
  options: { challenge: 'c' },
};

const assertion = {
  id: 'cred+/1=',
  rawId: 'cred+/1=',
  type: 'public-key',
  clientExtensionResults: {},
  response: {
    clientDataJSON: 'eyJ0+/==',
    authenticatorData: 'YXV0+/8=',
    signature: 'c2ln/+==',
    userHandle: 'aWRu+/==',
  },
};

function domException(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

async function started(
  ceremonies: Partial<PasskeyCeremonies> = {},
  config = fakeApplicationConfig(),
) {
  const service = new FakeService();
  service.on('POST /device/v1/grants', { status: 200, body: fakeDeviceGrant(service.time.now()) });
  service.on('POST /session/v1/sessions/anonymous', () => ({
    status: 200,
    body: fakeSession(service.time.now()),
  }));
  service.on('POST /session/v1/sessions/authenticated', () => ({
    status: 200,
    body: fakeSession(service.time.now(), { sessionType: 'authenticated' }),
  }));
  const { sdk } = createTestSdk(service, config);
  await sdk.session.bootstrap();
  const calls: string[] = [];
  const client = createPasskeyClient({
    caller: sdk.caller,
    session: sdk.session,
    config: sdk.config,
    ceremonies: {
      supported: () => true,
      create: async (options) => {
        calls.push(`create ${String(options.challenge)}`);
        return {
          ...assertion,
          response: { clientDataJSON: 'eyJ0+/==', attestationObject: 'YXR0+/==' },
        };
      },
      get: async (options) => {
        calls.push(`get ${String(options.challenge)}`);
        return assertion;
      },
      ...ceremonies,
    },
  });
  const events: PasskeyPromptEventDetail[] = [];
  client.onPromptEvent((event) => events.push(event));
  return { sdk, service, client, events, calls };
}

describe('passkey client', () => {
  it('signs in: start, the browser prompt, finish with base64url fields, then the session', async () => {
    const { sdk, service, client, events, calls } = await started();
    service.on('POST /identity/v1/webauthn/authenticate/start', { status: 200, body: START });
    service.on('POST /identity/v1/webauthn/authenticate/finish', {
      status: 200,
      body: {
        identityId: 'idn_1',
        emailAddress: 'a@b.test',
        grant: 'osg_9',
        grantExpiresAt: '2030-01-01T00:00:00Z',
      },
    });
    await client.signIn();
    expect(calls).toEqual(['get c']);
    const finish = service.requests.find((request) => request.path.endsWith('authenticate/finish'));
    expect(finish?.body).toEqual({
      grant: 'opk_1',
      credential: {
        id: 'cred-_1',
        rawId: 'cred-_1',
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: 'eyJ0-_',
          authenticatorData: 'YXV0-_8',
          signature: 'c2ln_-',
          userHandle: 'aWRu-_',
        },
      },
    });
    expect(service.requests.at(-1)).toMatchObject({
      path: '/session/v1/sessions/authenticated',
      body: { grant: 'osg_9' },
    });
    expect(sdk.session.isAuthenticated).toBe(true);
    expect(sdk.session.handle).toBe('a@b.test');
    expect(events.map((event) => event.type)).toEqual(['shown', 'accepted']);
  });

  it('registers a passkey for the signed-in person', async () => {
    const { service, client, events } = await started();
    service.on('POST /identity/v1/webauthn/create/start', { status: 200, body: START });
    const passkey = {
      id: 'pkc_1',
      credentialId: 'cred',
      transports: ['internal'],
      deviceType: 'multiDevice',
      backedUp: true,
      createdAt: '2030-01-01T00:00:00Z',
      lastUsedAt: null,
    };
    service.on('POST /identity/v1/webauthn/create/finish', { status: 200, body: { passkey } });
    expect(await client.register()).toEqual(passkey);
    const finish = service.requests.at(-1);
    expect(finish?.body).toMatchObject({
      credential: { response: { attestationObject: 'YXR0-_', clientDataJSON: 'eyJ0-_' } },
    });
    expect(events).toEqual([
      { type: 'shown', ceremony: 'registration' },
      { type: 'accepted', ceremony: 'registration' },
    ]);
  });

  it.each([
    ['NotAllowedError', 'aborted', 'PASSKEY_ABORTED'],
    ['AbortError', 'aborted', 'PASSKEY_ABORTED'],
    ['InvalidStateError', 'previously-registered', 'PASSKEY_PREVIOUSLY_REGISTERED'],
    ['SecurityError', 'invalid-rp-id-or-domain', 'PASSKEY_INVALID_RP_ID_OR_DOMAIN'],
    ['NotSupportedError', 'no-supported-algorithm', 'PASSKEY_NO_SUPPORTED_ALGORITHM'],
    ['UnknownError', 'unknown', 'PASSKEY_UNKNOWN'],
  ])('maps %s to %s and reports the prompt denied', async (name, ceremonyCode, code) => {
    const { service, client, events } = await started({
      create: async () => {
        throw domException(name);
      },
    });
    service.on('POST /identity/v1/webauthn/create/start', { status: 200, body: START });
    const error = await client.register().catch((caught: unknown) => caught);
    expect(isPasskeyCeremonyError(error)).toBe(true);
    expect(error).toMatchObject({ ceremonyCode, code, kind: 'generic' });
    expect(events).toEqual([
      { type: 'shown', ceremony: 'registration' },
      { type: 'denied', ceremony: 'registration', reason: ceremonyCode },
    ]);
    expect(service.requests.some((request) => request.path.endsWith('create/finish'))).toBe(false);
  });

  it('refuses with the spec message, and never calls, when the passkey endpoints are disabled or missing', async () => {
    const disabledConfig = fakeApplicationConfig();
    const passkeyDomain = disabledConfig.domains.passkey;
    if (!passkeyDomain) throw new Error('no passkey domain in the table');
    for (const endpoint of Object.values(passkeyDomain.endPoints)) endpoint.isDisabled = true;
    const { client, events, service } = await started({}, disabledConfig);
    expect(client.isAvailable()).toBe(false);
    const error = await client.signIn().catch((caught: unknown) => caught);
    expect(isGenericError(error) && error.message).toBe(PASSKEY_DISABLED);
    expect(events).toEqual([{ type: 'notShown', ceremony: 'authentication', reason: 'disabled' }]);
    expect(service.requests.some((request) => request.path.includes('webauthn'))).toBe(false);

    const missing = fakeApplicationConfig();
    delete missing.domains.passkey;
    const other = await started({}, missing);
    expect(
      (await other.client.register().catch((caught: unknown) => caught)) as Error,
    ).toMatchObject({
      message: PASSKEY_DISABLED,
      code: 'PASSKEY_DISABLED',
    });
  });

  it("turns the server's PASSKEY_DISABLED into the same message", async () => {
    const { service, client } = await started();
    service.on('POST /identity/v1/webauthn/authenticate/start', {
      status: 403,
      body: {
        code: 'PASSKEY_DISABLED',
        description: 'Passkeys are not enabled.',
        invalidFields: [],
        notFoundResourceType: null,
        extras: {},
      },
    });
    await expect(client.signIn()).rejects.toMatchObject({ message: PASSKEY_DISABLED });
  });

  it('reports notShown without WebAuthn, and keeps server refusals as service errors', async () => {
    const { client, events, service } = await started({ supported: () => false });
    expect(client.isAvailable()).toBe(false);
    await expect(client.signIn()).rejects.toMatchObject({ ceremonyCode: 'not-supported' });
    expect(events).toEqual([
      { type: 'notShown', ceremony: 'authentication', reason: 'not-supported' },
    ]);

    const other = await started();
    other.service.on('POST /identity/v1/webauthn/authenticate/start', { status: 200, body: START });
    other.service.on('POST /identity/v1/webauthn/authenticate/finish', {
      status: 400,
      body: {
        code: 'PASSKEY_NOT_FOUND',
        description: 'x',
        invalidFields: [],
        notFoundResourceType: null,
        extras: {},
      },
    });
    const error = await other.client.signIn().catch((caught: unknown) => caught);
    expect(isServiceError(error) && error.code).toBe('PASSKEY_NOT_FOUND');
    void service;
  });

  it('normalises only the binary fields', () => {
    expect(
      normaliseCredential({
        id: 'a+b',
        type: 'public-key',
        response: { transports: ['usb'], signature: 'x/y=' },
      }),
    ).toEqual({
      id: 'a-b',
      type: 'public-key',
      response: { transports: ['usb'], signature: 'x_y' },
    });
  });
});
