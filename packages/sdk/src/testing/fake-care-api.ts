import type { CareApiError } from '../care/care-api-error.ts';
import { type CareClient, createCareClient, type FetchLike } from '../care/care-client.ts';
import { type CareRequester, createCareRequester } from '../care/care-transport.ts';

/** The care API's success envelope around `data`, as the server sends it. */
export function careOk(data: unknown, status = 200): Response {
  return careJson({ status: 'SUCCESS', httpStatusCode: status, httpStatus: 'OK', data }, status);
}

/** A business refusal in the care API's error envelope, with its field errors if any. */
export function careRefusal(status: number, errorCode: string, fieldErrors: object[] = []) {
  return careJson(
    {
      error: { errorType: 'BUSINESS', errorCode, errorPropKey: `error.${errorCode}`, fieldErrors },
    },
    status,
  );
}

function careJson(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What the last request sent, read back for assertions. */
export interface SentCareRequest {
  url: string;
  method: string | undefined;
  credentials: RequestCredentials | undefined;
  headers: Headers;
  body: unknown;
}

/**
 * A care client on a fake `fetch` that answers with `answer(url)`: `last()` reads the request
 * it sent, `errors` collects what reached the global error handler.
 */
export function fakeCareClient(answer: (url: string) => Response): {
  client: CareClient;
  last: () => SentCareRequest;
  errors: CareApiError[];
} {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer(url);
  };
  const errors: CareApiError[] = [];
  const client = createCareClient({
    baseUrl: '/services',
    fetch,
    onError: (error) => errors.push(error),
  });
  const last = (): SentCareRequest => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call made');
    return {
      url: call.url,
      method: call.init.method,
      credentials: call.init.credentials,
      headers: new Headers(call.init.headers),
      body: call.init.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined,
    };
  };
  return { client, last, errors };
}

/**
 * One care call group on a fake `fetch` that answers with `answer(url)`: `sent` lists each
 * request's path and parsed body, for the groups the care client does not carry.
 */
export function fakeCareCalls<Calls>(
  group: (request: CareRequester) => Calls,
  answer: (url: string) => Response,
): { calls: Calls; sent: { url: string; body: unknown }[] } {
  const sent: { url: string; body: unknown }[] = [];
  const request = createCareRequester({
    baseUrl: '/services',
    fetch: async (url, init) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url);
    },
  });
  return { calls: group(request), sent };
}
