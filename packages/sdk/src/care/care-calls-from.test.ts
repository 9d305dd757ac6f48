import type { CareEndpointTable } from '@orbit/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { careOk, careRefusal } from '../testing/fake-care-api.ts';
import type { CareApiError } from './care-api-error.ts';
import { careCallsFrom } from './care-calls-from.ts';
import { createCareRequester, type FetchLike, type RequestOptions } from './care-transport.ts';

const radio = z.object({ radioId: z.string(), nickname: z.string() });

/** A small table in the shapes the real ones use: a GET with a path parameter, POSTs with bodies. */
const radioCareEndpoints = {
  getRadio: {
    method: 'GET',
    path: '/radios/:radioId/summary',
    params: z.object({ radioId: z.string() }),
    query: z.object({ locale: z.optional(z.string()), verbose: z.optional(z.boolean()) }),
    response: radio,
    access: 'care-session',
  },
  listRadios: {
    method: 'GET',
    path: '/radios',
    query: z.object({ accountNumber: z.optional(z.string()) }),
    response: z.array(radio),
    access: 'account-owner',
  },
  renameRadio: {
    method: 'POST',
    path: '/radios/rename',
    body: z.object({ radioId: z.string(), nickname: z.string() }),
    response: radio,
    access: 'account-owner',
  },
  buyRadio: {
    method: 'POST',
    path: '/radios/buy',
    body: z.object({ plan: z.string(), payment: z.object({ transactionId: z.string() }) }),
    response: z.object({ orderId: z.string() }),
    access: 'care-session',
    idempotencyKey: 'payment.transactionId',
  },
} satisfies CareEndpointTable;

const radioCalls = careCallsFrom(radioCareEndpoints);

/** The group on a requester over a fake fetch that answers `answer`; `sent` holds each request. */
function radioCallsAnswering(answer: () => Response) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, init });
    return answer();
  };
  const errors: CareApiError[] = [];
  const request = createCareRequester({
    baseUrl: '/services',
    fetch,
    onError: (error) => errors.push(error),
  });
  const last = () => {
    const call = sent.at(-1);
    if (!call) throw new Error('no request sent');
    return {
      url: call.url,
      method: call.init.method,
      headers: new Headers(call.init.headers),
      signal: call.init.signal,
      body: call.init.body === null ? undefined : (JSON.parse(String(call.init.body)) as unknown),
    };
  };
  return { calls: radioCalls(request), last, errors };
}

const car = { radioId: 'R1', nickname: 'Car' };

describe('careCallsFrom', () => {
  it('fills a GET’s path parameters, encoded, and sends the rest as its query', async () => {
    const { calls, last } = radioCallsAnswering(() => careOk(car));
    await expect(
      calls.getRadio({ radioId: 'a/b c', locale: 'fr-CA', verbose: undefined }),
    ).resolves.toEqual(car);
    expect(last()).toMatchObject({
      url: '/services/radios/a%2Fb%20c/summary?locale=fr-CA',
      method: 'GET',
      body: undefined,
    });
    await calls.getRadio({ radioId: 'R1', verbose: true });
    expect(last().url).toBe('/services/radios/R1/summary?verbose=true');
  });

  it('sends a GET with nothing to say without a query, its input left out', async () => {
    const { calls, last } = radioCallsAnswering(() => careOk([car]));
    await expect(calls.listRadios()).resolves.toEqual([car]);
    expect(last().url).toBe('/services/radios');
    await calls.listRadios({ accountNumber: '10000001' });
    expect(last().url).toBe('/services/radios?accountNumber=10000001');
  });

  it('types each call’s input from its row: path parameters with the query or the body', () => {
    const { calls } = radioCallsAnswering(() => careOk(car));
    expectTypeOf(calls.getRadio).parameter(0).toEqualTypeOf<{
      radioId: string;
      locale?: string | undefined;
      verbose?: boolean | undefined;
    }>();
    expectTypeOf(calls.renameRadio)
      .parameter(0)
      .toEqualTypeOf<{ radioId: string; nickname: string }>();
    expectTypeOf(calls.renameRadio).returns.resolves.toEqualTypeOf<{
      radioId: string;
      nickname: string;
    }>();
    // A call whose input is all optional may leave it out; one with a required field may not.
    expectTypeOf(calls.listRadios).parameters.toEqualTypeOf<
      [input?: { accountNumber?: string | undefined }, options?: RequestOptions]
    >();
    expectTypeOf(calls.renameRadio).parameters.toEqualTypeOf<
      [input: { radioId: string; nickname: string }, options?: RequestOptions]
    >();
  });

  it('posts the input as given as the body, with no idempotency key unless the row names one', async () => {
    const { calls, last } = radioCallsAnswering(() => careOk(car));
    await calls.renameRadio({ radioId: 'R1', nickname: 'Car' });
    expect(last()).toMatchObject({
      url: '/services/radios/rename',
      method: 'POST',
      body: { radioId: 'R1', nickname: 'Car' },
    });
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(last().headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends the body field the row names as the Idempotency-Key', async () => {
    const { calls, last } = radioCallsAnswering(() => careOk({ orderId: 'ord_1' }));
    const order = { plan: 'P1', payment: { transactionId: 'txn_0123456789' } };
    await expect(calls.buyRadio(order)).resolves.toEqual({ orderId: 'ord_1' });
    expect(last().headers.get('Idempotency-Key')).toBe('txn_0123456789');
    expect(last().body).toEqual(order);
  });

  it('carries the caller’s options: the skip header and the signal', async () => {
    const { calls, last, errors } = radioCallsAnswering(() => careRefusal(404, 'DEVICE_NOT_FOUND'));
    const controller = new AbortController();
    await expect(
      calls.renameRadio(
        { radioId: 'R9', nickname: 'Boat' },
        { skipGlobalHandler: true, signal: controller.signal },
      ),
    ).rejects.toMatchObject({
      status: 404,
      errorCode: 'DEVICE_NOT_FOUND',
      skipGlobalHandler: true,
    });
    expect(last().headers.get('X-Skip-Http-Interceptor')).toBe('true');
    expect(last().signal).toBe(controller.signal);
    expect(errors).toEqual([]);
  });

  it('refuses an answer its row’s response schema does not accept', async () => {
    const { calls, errors } = radioCallsAnswering(() => careOk({ radioId: 'R1' }));
    await expect(calls.getRadio({ radioId: 'R1' })).rejects.toMatchObject({
      errorType: 'SYSTEM',
      errorCode: 'INVALID_RESPONSE',
      path: '/radios/R1/summary',
    });
    expect(errors.map((error) => error.errorCode)).toEqual(['INVALID_RESPONSE']);
  });

  it('rejects a call whose path parameter is missing, sending nothing', async () => {
    let sent = 0;
    const { calls } = radioCallsAnswering(() => {
      sent += 1;
      return careOk(car);
    });
    const input = {} as { radioId: string };
    await expect(calls.getRadio(input)).rejects.toThrow(/radioId is missing/);
    expect(sent).toBe(0);
  });
});
