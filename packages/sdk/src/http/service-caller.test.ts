import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FakeService, fakeApplicationConfig } from '../testing/fake-service.ts';
import { createTestSdk } from '../testing/test-sdk.ts';
import { isGenericError, isNetworkError, isServiceError } from './sdk-errors.ts';

const TIME = 'GET /time/v1/metronome';
const ACTIONS = 'POST /telemetry/v2/actions';
const receipt = z.object({ accepted: z.number(), duplicates: z.number() });

describe('the HTTP core', () => {
  it('rejects when the domain config is missing', async () => {
    const { sdk } = createTestSdk(new FakeService(), fakeApplicationConfig({ domains: {} }));
    const error = await sdk.caller.send('time', 'metronome').catch((e: unknown) => e);
    expect(isGenericError(error) && error.message).toBe(
      'could not find the supplied domain config',
    );
  });

  it('never calls a disabled endpoint', async () => {
    const config = fakeApplicationConfig();
    const telemetry = config.domains.telemetry;
    if (!telemetry?.endPoints.actions) throw new Error('table changed');
    telemetry.endPoints.actions.isDisabled = true;
    const { sdk, service } = createTestSdk(new FakeService(), config);
    const error = await sdk.caller
      .send('telemetry', 'actions', { body: {} })
      .catch((e: unknown) => e);
    expect(isGenericError(error) && error.message).toBe('telemetry.actions is disabled');
    expect(service.requests).toHaveLength(0);
  });

  it('retries a GET after a 500 three times with doubling delays, then gives up', async () => {
    const { sdk, service } = createTestSdk();
    service.on('GET /session/v1/ping', { status: 500 });
    const config = fakeApplicationConfig();
    (config.domains.session as { endPoints: Record<string, unknown> }).endPoints.ping = {
      method: 'GET',
      href: 'ping',
      headers: {},
      queryParams: {},
      doesNotTriggerSessionRefresh: true,
      isDisabled: false,
    };
    sdk.config.supply(config, service.time.now());
    const outcome = sdk.caller.send('session', 'ping').catch((e: unknown) => e);
    await service.time.advance(999);
    expect(service.count('GET /session/v1/ping')).toBe(1);
    await service.time.advance(1);
    expect(service.count('GET /session/v1/ping')).toBe(2);
    await service.time.advance(2_000 + 4_000);
    expect(service.count('GET /session/v1/ping')).toBe(4);
    const error = await outcome;
    expect(isServiceError(error) && error.status).toBe(500);
  });

  it('does not retry a POST after a 500, nor anything after a 429 or 503', async () => {
    const { sdk, service } = createTestSdk();
    service.on(ACTIONS, { status: 500 });
    await expect(sdk.caller.send('telemetry', 'actions', { body: {} })).rejects.toMatchObject({
      status: 500,
    });
    expect(service.count(ACTIONS)).toBe(1);
  });

  it('does not retry the time service', async () => {
    const { sdk, service } = createTestSdk();
    service.on(TIME, { status: 500 });
    await expect(sdk.caller.send('time', 'metronome')).rejects.toMatchObject({ status: 500 });
    expect(service.count(TIME)).toBe(1);
  });

  it('sends one idempotency key per call, the same on each retry', async () => {
    const { sdk, service } = createTestSdk();
    const config = fakeApplicationConfig();
    const actions = config.domains.telemetry?.endPoints.actions;
    if (!actions) throw new Error('table changed');
    actions.method = 'PUT';
    sdk.config.supply(config, service.time.now());
    service.on('PUT /telemetry/v2/actions', 'network-error');
    service.on('PUT /telemetry/v2/actions', { status: 200, body: { accepted: 1, duplicates: 0 } });
    const call = sdk.caller.call('telemetry', 'actions', { body: { actions: [] } }, receipt);
    await service.time.advance(1_000);
    await expect(call).resolves.toEqual({ accepted: 1, duplicates: 0 });
    const keys = service.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).toBe(keys[1]);
  });

  it('keeps the server’s request id on the service error it answered', async () => {
    const { sdk, service } = createTestSdk();
    service.on(ACTIONS, {
      status: 409,
      body: { code: 'DUPLICATE_BATCH', description: 'Already sent' },
      headers: { 'X-Request-Id': 'req_AbCdEfGhIjKlMnOp' },
    });
    const error = await sdk.caller
      .send('telemetry', 'actions', { body: {} })
      .catch((e: unknown) => e);
    expect(isServiceError(error) && error.requestId).toBe('req_AbCdEfGhIjKlMnOp');
  });

  it('reports a lost connection as a network error', async () => {
    const { sdk, service } = createTestSdk();
    service.on(ACTIONS, 'network-error');
    const error = await sdk.caller
      .send('telemetry', 'actions', { body: {} })
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });

  it('abandons a request after the endpoint timeout', async () => {
    const service = new FakeService();
    let abortSignal: AbortSignal | undefined;
    service.runtime.fetch = (_input, init) =>
      new Promise((_, reject) => {
        abortSignal = init.signal ?? undefined;
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const config = fakeApplicationConfig();
    const metronome = config.domains.time?.endPoints.metronome;
    if (!metronome) throw new Error('table changed');
    metronome.timeoutMs = 15_000;
    const { sdk } = createTestSdk(service, config);
    const call = sdk.caller.send('time', 'metronome').catch((e: unknown) => e);
    await service.time.advance(14_999);
    expect(abortSignal?.aborted).toBe(false);
    await service.time.advance(1);
    const error = await call;
    expect(abortSignal?.aborted).toBe(true);
    expect(isNetworkError(error) && error.timedOut).toBe(true);
  });

  it('sends the common headers, and the test and preview headers when the config says so', async () => {
    const { sdk, service } = createTestSdk(
      new FakeService(),
      fakeApplicationConfig({ isTest: true, isPreview: true }),
    );
    service.on(TIME, { status: 200, body: { data: { time: 1 } } });
    await sdk.caller.send('time', 'metronome');
    const headers = service.requests[0]?.headers ?? {};
    expect(headers['x-platform']).toBe('browser');
    expect(headers['x-trace-id']).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(headers['x-orbit-test']).toBe('true');
    expect(headers['x-orbit-preview']).toBe('true');
    expect(headers['idempotency-key']).toBeUndefined();
  });
});
