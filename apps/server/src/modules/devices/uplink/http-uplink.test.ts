import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../testing/test-app.ts';
import { createHttpUplink } from './http-uplink.ts';
import { SANDBOX_UPLINK_BASE_PATH } from './sandbox-uplink.platform-routes.ts';

const originOf = (server: { address(): AddressInfo | string | null }) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A server with the sandbox uplink, listening (closed after the test with the other apps). */
async function sandboxUplinkUrl(): Promise<string> {
  const { app } = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `${originOf(app.server)}${SANDBOX_UPLINK_BASE_PATH}`;
}

describe('the HTTP satellite uplink, against the sandbox served by another server', () => {
  it('is carried for a radio in coverage, refused for one out of it', async () => {
    const sandboxUrl = await sandboxUplinkUrl();
    const uplink = createHttpUplink({ url: sandboxUrl, timeoutMs: 5000 });
    expect(await uplink.sendRefresh({ commandId: 'rrf_1', radioId: 'ORBP0181' })).toEqual({
      carried: true,
    });
    expect(await uplink.sendRefresh({ commandId: 'rrf_2', radioId: 'orbp0182' })).toEqual({
      carried: false,
      why: 'refused',
    });
  });

  it('the sandbox refuses with 400 a command that is not one', async () => {
    const sandboxUrl = await sandboxUplinkUrl();
    const response = await fetch(`${sandboxUrl}/v1/refresh-commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ radioId: 'ORBP0181' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('the HTTP satellite uplink, when the partner does not answer', () => {
  let silent: Server;
  beforeAll(async () => {
    // Takes the request and never answers: the uplink's timeout must end the wait.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after its timeout: unreachable', async () => {
    const uplink = createHttpUplink({ url: originOf(silent), timeoutMs: 100 });
    expect(await uplink.sendRefresh({ commandId: 'rrf_3', radioId: 'ORBP0181' })).toEqual({
      carried: false,
      why: 'unreachable',
    });
  });

  it('answers unreachable when nothing listens', async () => {
    const uplink = createHttpUplink({ url: 'http://127.0.0.1:9', timeoutMs: 5000 });
    expect(await uplink.sendRefresh({ commandId: 'rrf_4', radioId: 'ORBP0181' })).toEqual({
      carried: false,
      why: 'unreachable',
    });
  });
});
