import { SESSION_TIMED_OUT_KEY } from '@orbit/domain';
import { describe, expect, it, vi } from 'vitest';
import { type CareApiError, isCareApiError } from './care-api-error.ts';
import { createCareClient, type FetchLike } from './care-client.ts';
import { createCareRequester } from './care-transport.ts';
import { doNotCallCalls } from './do-not-call-calls.ts';
import { platformCalls } from './platform-calls.ts';

const envInfo = {
  mode: 'test',
  country: 'us',
  buildInfo: {
    tag: 'abc123',
    pvtTime: '2026-01-01T00:00:00.000Z',
    startedAt: '2026-01-01T00:00:00.000Z',
  },
  sessionInfo: {
    id: 'ref-1',
    idleTimeout: 1200,
    absoluteTimeout: 28800,
    expiresAt: '2026-01-01T08:00:00.000Z',
  },
};

function ok(data: unknown, status = 200): Response {
  return new Response(
    JSON.stringify({ status: 'SUCCESS', httpStatusCode: status, httpStatus: 'OK', data }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

function careError(
  status: number,
  errorCode: string,
  errorPropKey: string,
  fieldErrors: unknown[] = [],
) {
  return new Response(
    JSON.stringify({
      error: {
        errorType: status >= 500 ? 'SYSTEM' : 'BUSINESS',
        errorCode,
        errorPropKey,
        fieldErrors,
      },
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer(url, init);
  };
  const onSuccessfulResponse = vi.fn();
  const onError = vi.fn<(error: CareApiError) => void>();
  const client = createCareClient({ baseUrl: '/services/', fetch, onSuccessfulResponse, onError });
  return { client, calls, onSuccessfulResponse, onError };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('createCareClient', () => {
  it('reads env-info from the envelope, with credentials and JSON, and reports the success', async () => {
    const { client, calls, onSuccessfulResponse, onError } = setup(() => ok(envInfo));

    await expect(client.getEnvInfo()).resolves.toEqual(envInfo);

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/services/utility/env-info');
    expect(call?.init.method).toBe('GET');
    expect(call?.init.credentials).toBe('include');
    expect(new Headers(call?.init.headers).get('Accept')).toBe('application/json');
    expect(onSuccessfulResponse).toHaveBeenCalledWith({
      method: 'GET',
      path: '/utility/env-info',
      status: 200,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns a care error body into a typed CareApiError and tells the global handler once, without retrying', async () => {
    const { client, calls, onError, onSuccessfulResponse } = setup(() =>
      careError(400, 'INVALID_PAYLOAD', 'error.common.invalid.payload', [
        { errorType: 'BUSINESS', errorCode: 'REQUIRED', fieldName: 'email' },
      ]),
    );

    const error = await rejection(client.getEnvInfo());

    expect(isCareApiError(error)).toBe(true);
    if (!isCareApiError(error)) return;
    expect(error).toMatchObject({
      status: 400,
      errorType: 'BUSINESS',
      errorCode: 'INVALID_PAYLOAD',
      errorPropKey: 'error.common.invalid.payload',
      fieldErrors: [{ errorCode: 'REQUIRED', fieldName: 'email' }],
      isSessionTimedOut: false,
      isNetworkError: false,
      skipGlobalHandler: false,
    });
    expect(calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
    expect(onSuccessfulResponse).not.toHaveBeenCalled();
  });

  it('keeps the server’s request id from the answer, and only one shaped like an id', async () => {
    const answer = careError(503, 'SERVICE_UNAVAILABLE', 'error.common.service.unavailable');
    answer.headers.set('X-Request-Id', 'req_3kTq9x0aBcDeFgHi');
    const { client } = setup(() => answer);
    expect(await rejection(client.getEnvInfo())).toMatchObject({
      status: 503,
      requestId: 'req_3kTq9x0aBcDeFgHi',
    });

    const odd = careError(500, 'SYSTEM', 'error.common.system.error');
    odd.headers.set('X-Request-Id', '<b>not an id</b>');
    const { client: second } = setup(() => odd);
    expect(await rejection(second.getEnvInfo())).toMatchObject({ requestId: undefined });

    const { client: unreachable } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await rejection(unreachable.getEnvInfo())).toMatchObject({ requestId: undefined });
  });

  it('flags the session-timeout answer', async () => {
    const { client } = setup(() => careError(401, 'SESSION_TIMED_OUT', SESSION_TIMED_OUT_KEY));
    const error = await rejection(client.getEnvInfo());
    expect(isCareApiError(error) && error.isSessionTimedOut).toBe(true);
    expect(isCareApiError(error) && error.status).toBe(401);
  });

  it('reports a failed connection as status 0, a network error', async () => {
    const { client, onError } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(client.getEnvInfo());
    expect(error).toMatchObject({ status: 0, isNetworkError: true, errorCode: undefined });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('keeps a caller-aborted request away from the global handler', async () => {
    const controller = new AbortController();
    const { client, onError } = setup((_url, init) => {
      controller.abort();
      throw init.signal?.reason ?? new Error('aborted');
    });
    const error = await rejection(client.getEnvInfo({ signal: controller.signal }));
    expect(error).toMatchObject({ status: 0, isAborted: true, isNetworkError: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the status of an error answer that is not in the care shape', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(client.getEnvInfo());
    expect(error).toMatchObject({ status: 502, errorCode: undefined, fieldErrors: [] });
    expect((error as Error).message).toContain('HTTP_502');
  });

  it('refuses a success answer that does not match the schema', async () => {
    const { client, onError } = setup(() => ok({ mode: 'test' }));
    const error = await rejection(client.getEnvInfo());
    expect(error).toMatchObject({
      status: 200,
      errorType: 'SYSTEM',
      errorCode: 'INVALID_RESPONSE',
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('isCareApiError recognises only care errors', () => {
    expect(isCareApiError(new Error('x'))).toBe(false);
    expect(isCareApiError({ status: 500, name: 'CareApiError' })).toBe(false);
    expect(isCareApiError(null)).toBe(false);
  });
});

describe('logMessage', () => {
  it('posts the payload with defaults and the skip-global-handler header', async () => {
    const { client, calls, onSuccessfulResponse } = setup(() => ok({ id: 'log-1' }, 201));

    await expect(client.logMessage({ logLevel: 'ERROR', message: 'boom' })).resolves.toEqual({
      id: 'log-1',
    });

    const [call] = calls;
    expect(call?.url).toBe('/services/utility/log-message');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('X-Skip-Http-Interceptor')).toBe('true');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      url: '/',
      message: 'boom',
      logLevel: 'ERROR',
    });
    expect(onSuccessfulResponse).toHaveBeenCalledTimes(1);
  });

  it('never rejects and never reaches the global handler when the log cannot be written', async () => {
    for (const answer of [
      () => careError(500, 'SYSTEM', 'error.common.system.error'),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const { client, onError } = setup(answer);
      await expect(client.logMessage({ logLevel: 'INFO', message: 'x' })).resolves.toBeUndefined();
      expect(onError).not.toHaveBeenCalled();
    }
  });

  it('cuts over-long fields to the server limits instead of losing the log', async () => {
    const { client, calls } = setup(() => ok({ id: 'log-2' }));
    await client.logMessage({
      logLevel: 'INFO',
      message: 'm'.repeat(5000),
      stacktrace: 's'.repeat(20_000),
    });
    const sent = JSON.parse(String(calls[0]?.init.body)) as { message: string; stacktrace: string };
    expect(sent.message).toHaveLength(4000);
    expect(sent.stacktrace).toHaveLength(16_000);
  });
});

describe('call groups on one requester', () => {
  it('make the same calls as the client, through the same hooks', async () => {
    const calls: string[] = [];
    const onSuccessfulResponse = vi.fn();
    const request = createCareRequester({
      baseUrl: '/services',
      fetch: async (url) => {
        calls.push(url);
        return url.endsWith('/env-info')
          ? ok(envInfo)
          : careError(500, 'SYSTEM', 'error.common.system.error');
      },
      onSuccessfulResponse,
    });

    await expect(platformCalls(request).getEnvInfo()).resolves.toEqual(envInfo);
    const error = await rejection(
      doNotCallCalls(request).registerDoNotCall({ phoneNumber: '5125550101' }),
    );

    expect(calls).toEqual([
      '/services/utility/env-info',
      '/services/account-mgmt/preferences/donotcall',
    ]);
    expect(onSuccessfulResponse).toHaveBeenCalledTimes(1);
    expect(isCareApiError(error)).toBe(true);
  });
});
