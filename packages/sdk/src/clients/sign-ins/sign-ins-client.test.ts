import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../http/sdk-errors.ts';
import { FakeService, fakeDeviceGrant, fakeSession } from '../../testing/fake-service.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import { createSignInsClient } from './index.ts';

async function started() {
  const service = new FakeService();
  service.on('POST /device/v1/grants', { status: 200, body: fakeDeviceGrant(service.time.now()) });
  service.on('POST /session/v1/sessions/anonymous', () => ({
    status: 200,
    body: fakeSession(service.time.now()),
  }));
  const { sdk } = createTestSdk(service);
  await sdk.session.bootstrap();
  return { service, client: createSignInsClient(sdk) };
}

const TV = {
  id: 'dev_tv',
  kind: 'tv',
  name: 'Living room',
  renamable: true,
  linkedAt: '2026-11-20T14:00:00.000Z',
  lastUsedAt: null,
};

describe('devices and sign-ins client', () => {
  it('reads the devices, browsers, partners and passkeys in the shapes the server answers', async () => {
    const { service, client } = await started();
    service.on('GET /device/v1/dmp/devices', {
      status: 200,
      body: { devices: [TV], browsers: [] },
    });
    service.on('GET /device/v1/dmp/linked-services', {
      status: 200,
      body: {
        services: [
          {
            id: 'ale_1',
            clientId: 'google-sandbox',
            name: 'Google',
            scopes: ['listening'],
            consentedAt: '2026-11-20T14:00:00.000Z',
          },
        ],
      },
    });
    service.on('GET /identity/v1/webauthn/credentials', { status: 200, body: { passkeys: [] } });
    expect((await client.connectedDevices()).devices).toEqual([TV]);
    expect((await client.linkedServices()).services[0]?.name).toBe('Google');
    expect(await client.passkeys()).toEqual({ passkeys: [] });
  });

  it('names what it renames and revokes in the path, and keeps this session when signing out elsewhere', async () => {
    const { service, client } = await started();
    service.on('PUT /device/v1/dmp/devices/dev_tv/name', { status: 204 });
    service.on('POST /device/v1/dmp/devices/dev_tv/revoke', {
      status: 200,
      body: { revokedSessions: 1 },
    });
    service.on('POST /device/v1/dmp/linked-services/ale_1/revoke', {
      status: 200,
      body: { revokedSessions: 1 },
    });
    service.on('DELETE /identity/v1/webauthn/credentials/pkc_1', { status: 204 });
    service.on('POST /session/v1/sessions/revoke/all', {
      status: 200,
      body: { revokedSessions: 3 },
    });
    await client.renameDevice('dev_tv', 'Den');
    expect(service.requests.at(-1)?.body).toEqual({ name: 'Den' });
    expect(await client.revokeDevice('dev_tv')).toEqual({ revokedSessions: 1 });
    expect(await client.revokeLinkedService('ale_1')).toEqual({ revokedSessions: 1 });
    await client.deletePasskey('pkc_1');
    expect(await client.signOutEverywhereElse()).toEqual({ revokedSessions: 3 });
    expect(service.requests.at(-1)?.body).toEqual({ exceptCurrent: true });
  });

  it("passes on the server's refusal of another customer's id", async () => {
    const { service, client } = await started();
    service.on('POST /device/v1/dmp/devices/dev_other/revoke', {
      status: 404,
      body: {
        code: 'CONNECTED_DEVICE_NOT_FOUND',
        description: 'No such device is signed in to this account.',
        invalidFields: [],
        notFoundResourceType: null,
      },
    });
    const refused = await client.revokeDevice('dev_other').catch((error: unknown) => error);
    expect(isServiceError(refused) && refused.code).toBe('CONNECTED_DEVICE_NOT_FOUND');
  });
});
